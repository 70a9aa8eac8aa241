import { createServer, type Server } from 'node:http';

/** A local stand-in of ViaCEP's /ws/{cep}/json/ for the journeys: no test calls an outside service. */
const known: Record<string, object> = {
  '01310100': { cep: '01310-100', logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' },
  '20040020': { cep: '20040-020', logradouro: 'Avenida Rio Branco', bairro: 'Centro', localidade: 'Rio de Janeiro', uf: 'RJ' },
  '30130010': { cep: '30130-010', logradouro: 'Avenida Afonso Pena', bairro: 'Centro', localidade: 'Belo Horizonte', uf: 'MG' },
};

export function startViaCepStandIn(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const m = /^\/ws\/(\d{8})\/json\/?$/.exec(req.url ?? '');
    res.setHeader('content-type', 'application/json');
    if (!m) {
      res.statusCode = 400;
      res.end('{"erro":true}');
      return;
    }
    res.end(JSON.stringify(known[m[1]!] ?? { erro: 'true' }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, server });
    }),
  );
}
