-- Invoice descriptions use one separator, ' — ' (docs/club.md#invoice-descriptions). Rows
-- written before with ' - ' (or 'Pedido: ') are rewritten once; only the prefixes this product
-- writes are touched, never the names inside them.
UPDATE invoices SET description = regexp_replace(description, '^(Adesão|Mensalidade|Troca de Plano|Assinatura) - ', '\1 — ')
WHERE description ~ '^(Adesão|Mensalidade|Troca de Plano|Assinatura) - ';--> statement-breakpoint
UPDATE invoices SET description = regexp_replace(description, ' - (período a partir de [0-9]{2}/[0-9]{2}/[0-9]{4})$', ' — \1')
WHERE type = 6 AND description ~ ' - período a partir de [0-9]{2}/[0-9]{2}/[0-9]{4}$';--> statement-breakpoint
UPDATE invoices SET description = 'Pedido — ' || substr(description, 9)
WHERE type IN (4, 5) AND description LIKE 'Pedido: %';
