import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadIfStale, setReload } from './app-update';
import { registerServiceWorker } from './service-worker';

const ENTRY = 'http://localhost/assets/index-old.js';

/** A worker that answers the page's question "do you precache this URL?" with `holds`. */
function workerHolding(holds: boolean): ServiceWorker {
  return {
    postMessage: (message: { precached: string }, ports: MessagePort[]) => {
      ports[0]?.postMessage(holds && message.precached === ENTRY);
    },
  } as unknown as ServiceWorker;
}

function fakeContainer() {
  const target = new EventTarget();
  const registration = { update: vi.fn(async () => undefined) };
  const container = Object.assign(target, {
    controller: null as ServiceWorker | null,
    register: vi.fn(async () => registration),
  });
  return { container: container as unknown as ServiceWorkerContainer, fake: container };
}

async function takeOver(fake: ReturnType<typeof fakeContainer>['fake'], worker: ServiceWorker) {
  fake.controller = worker;
  fake.dispatchEvent(new Event('controllerchange'));
  // The answer travels through a MessageChannel.
  await new Promise((resolve) => setTimeout(resolve, 20));
}

afterEach(() => {
  reloadIfStale('#/');
  setReload(() => window.location.reload());
});

describe('service worker updates', () => {
  it('registers /sw.js for the whole app', async () => {
    const { container, fake } = fakeContainer();
    await registerServiceWorker({ container, entryScript: ENTRY });
    expect(fake.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('reloads at the next navigation once a worker of another build takes over', async () => {
    const reload = vi.fn();
    setReload(reload);
    const { container, fake } = fakeContainer();
    await registerServiceWorker({ container, entryScript: ENTRY });
    await takeOver(fake, workerHolding(false));
    // Nothing happens while the member stays on the screen.
    expect(reload).not.toHaveBeenCalled();
    expect(reloadIfStale('#/pages/my/index')).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('#/pages/my/index');
    // Once: the reloaded page is the new build.
    expect(reloadIfStale('#/pages/business/index')).toBe(false);
  });

  it('does not reload when the worker in charge is of this build (its first install)', async () => {
    const reload = vi.fn();
    setReload(reload);
    const { container, fake } = fakeContainer();
    await registerServiceWorker({ container, entryScript: ENTRY });
    await takeOver(fake, workerHolding(true));
    expect(reloadIfStale('#/pages/my/index')).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
