import net from 'node:net';

/**
 * A port on 127.0.0.1 that nothing listens on now: the kernel picks it for a probe that closes at
 * once. Another process could take it before the caller binds it; on a test machine that race is
 * accepted (the servers, clusters and peers the tests and the bench start).
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
