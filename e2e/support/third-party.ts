import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ThirdPartyStandIn {
  origin: string;
  requests: string[];
  close: () => Promise<void>;
}

/**
 * A stand-in for a third-party host (analytics tag, chat widget) on 127.0.0.1 at its own port, so it is a
 * different origin from the site. It records every request it gets.
 */
export async function startThirdParty(): Promise<ThirdPartyStandIn> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url?.endsWith('.js')) {
      response.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' });
      response.end('window.__thirdPartyLoaded = true;');
      return;
    }
    response.writeHead(204, { 'access-control-allow-origin': '*' });
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
