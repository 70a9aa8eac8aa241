import { z } from 'zod';

// Default validation texts in pt-BR on both sides; the contract's own messages override them.
z.config(z.locales.ptBR());
