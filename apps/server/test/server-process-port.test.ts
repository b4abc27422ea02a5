import http from 'node:http';
import type net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../../../scripts/built-server.mjs';
import { freePort } from '../../../scripts/free-port.mjs';
import { startServerProcess } from '../scripts/lib/server-process.ts';

/**
 * A port picked free can be taken by another process before the server binds it (a CI run's
 * fault test met EADDRINUSE so): the start then picks another, unless the caller named the port.
 */
describe('a server process whose port was taken before it listened', () => {
  const blockers: http.Server[] = [];
  let server: BuiltServer | undefined;
  afterEach(async () => {
    await server?.close('SIGKILL');
    server = undefined;
    for (const blocker of blockers.splice(0)) blocker.close();
  });

  /** A port another HTTP server listens on (it answers 404 to /healthz). */
  async function takenPort(): Promise<number> {
    const blocker = http.createServer((_request, response) => response.writeHead(404).end());
    blockers.push(blocker);
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    return (blocker.address() as net.AddressInfo).port;
  }

  it('starts on another port it picks', async () => {
    const taken = await takenPort();
    const picked: number[] = [];
    const ports = [taken];
    server = await startServerProcess(
      {},
      {
        pickPort: async () => {
          const port = ports.shift() ?? (await freePort());
          picked.push(port);
          return port;
        },
      },
    );
    expect(picked).toHaveLength(2);
    expect(picked[0]).toBe(taken);
    expect(server.port).toBe(picked[1]);
    expect(server.url).toBe(`http://127.0.0.1:${picked[1]}`);
    expect((await fetch(`${server.url}/healthz`)).ok).toBe(true);
  });

  it('gives up after three taken ports, saying why', async () => {
    const taken = [await takenPort(), await takenPort(), await takenPort()];
    const start = startServerProcess({}, { pickPort: async () => taken.shift() ?? 0 });
    await expect(start).rejects.toThrow(/EADDRINUSE/);
    expect(taken).toEqual([]);
  });

  it('tries no other port when the caller named one', async () => {
    const taken = await takenPort();
    let asked = 0;
    const start = startServerProcess(
      { PORT: String(taken) },
      {
        pickPort: async () => {
          asked += 1;
          return freePort();
        },
      },
    );
    await expect(start).rejects.toThrow(/EADDRINUSE/);
    expect(asked).toBe(0);
  });
});
