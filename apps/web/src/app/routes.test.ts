import { businessEndpoints } from '@app/contract/calls/endpoints';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/server';
import { paths } from '../config/paths';
import { queryClient } from '../lib/query-client';
import { flows } from '../features/reservation/lib/flows';
import type { Flow } from '../features/reservation/lib/flows';
import { preloadScreens, routeTable } from './routes';

// Counts the asks for the reservation rules' chunk (zod and the sections' schemas).
const rules = vi.hoisted(() => ({ asked: 0 }));
vi.mock('../features/reservation/api/reservation-contract', () => ({
  loadReservationContract: () => {
    rules.asked += 1;
    return Promise.resolve({});
  },
}));

/** Every route of the table by its path ('index' for the index route, 'layout' for the tab bar's). */
function routesByPath(route: RouteObject = routeTable, out = new Map<string, RouteObject>()) {
  for (const child of route.children ?? []) {
    out.set(child.path ?? (child.index ? 'index' : (child.id ?? 'layout')), child);
    routesByPath(child, out);
  }
  return out;
}

/** The routes whose screen chunk preloadScreens asked for. */
function spyOnScreens() {
  const asked: string[] = [];
  for (const [path, route] of routesByPath()) {
    if (typeof route.lazy !== 'function') continue;
    // Every lazy of the table is a function (lazyScreen); the cast only picks that form.
    vi.spyOn(route as { lazy: () => Promise<object> }, 'lazy').mockImplementation(() => {
      asked.push(path);
      return Promise.resolve({});
    });
  }
  return asked;
}

const businessListCalls = (seen: { path: string }[]) =>
  seen.filter((request) => request.path === businessEndpoints.list.path).length;

/** The reservation screens' routes as the table listed them by hand before (SPEC §2). */
const a = paths.appointment;
const handListed = {
  overview: [a.appointment, a.ita.index, a.educationImmigrant.index, a.houseTrustInvestment.index],
  section: [
    a.applicantInfo,
    a.insurantInfo,
    a.ita.applicantInfo,
    a.ita.insurantInfo,
    a.ita.ita,
    a.educationImmigrant.customerInfo,
    a.educationImmigrant.customerEducation,
    a.educationImmigrant.bankInfo,
    a.houseTrustInvestment.customerInfo,
    a.houseTrustInvestment.bankInfo,
  ],
  upload: [a.upload, a.ita.upload, a.educationImmigrant.upload, a.houseTrustInvestment.upload],
};

describe('the reservation routes', () => {
  it('are the ones listed by hand before, each with its screen and loader', () => {
    const routes = routesByPath();
    for (const group of Object.values(handListed)) {
      const screen = routes.get(group[0] ?? '');
      expect(screen?.lazy).toBeTypeOf('function');
      const same = [...routes].filter(([, route]) => route.lazy === screen?.lazy);
      expect(same.map(([path]) => path).sort()).toEqual([...group].sort());
      for (const path of group) expect(routes.get(path)?.loader).toBe(screen?.loader);
    }
  });

  it('open every screen of every flow with the screen that shows it', () => {
    const routes = routesByPath();
    const lazyOf = (path: string) => routes.get(path)?.lazy;
    for (const flow of Object.values<Flow>(flows)) {
      expect(lazyOf(flow.overview)).toBe(lazyOf(handListed.overview[0] ?? ''));
      for (const [section, path] of Object.entries(flow.sections)) {
        const like = section === 'upload' ? handListed.upload : handListed.section;
        expect(lazyOf(path), path).toBe(lazyOf(like[0] ?? ''));
      }
    }
  });
});

describe('preloadScreens (the start fetches the screen before the router has arrived)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    queryClient.clear();
  });

  it('asks for the screen of the address, and for the layout around it', () => {
    localStorage.setItem('member-token', 'tok-1');
    fakeServer(() => ({ code: 200, data: { list: [], total: 0 } }));
    const asked = spyOnScreens();
    preloadScreens(paths.my);
    // The personal centre sits in the tab bar's layout, a pathless route with a chunk of its own.
    expect(asked).toEqual(['layout', paths.my]);
  });

  it("starts the business list's first page with its chunk, for a member with a session", async () => {
    localStorage.setItem('member-token', 'tok-1');
    const { seen } = fakeServer(() => ({ code: 200, data: { list: [], total: 0 } }));
    const asked = spyOnScreens();
    preloadScreens(paths.business.index);
    expect(asked).toContain(paths.business.index);
    await vi.waitFor(() => expect(businessListCalls(seen)).toBe(1));
  });

  it("follows '/' to the business tab with a session, and loads no login screen", async () => {
    localStorage.setItem('member-token', 'tok-1');
    const { seen } = fakeServer(() => ({ code: 200, data: { list: [], total: 0 } }));
    const asked = spyOnScreens();
    preloadScreens('/');
    expect(asked).toContain(paths.business.index);
    expect(asked).not.toContain('index');
    await vi.waitFor(() => expect(businessListCalls(seen)).toBe(1));
  });

  it('without a session, asks for the login screen instead of a member screen, and calls nothing', () => {
    const { seen } = fakeServer(() => ({ code: 200, data: null }));
    const asked = spyOnScreens();
    preloadScreens(paths.business.index);
    expect(asked).toEqual([paths.login]);
    preloadScreens('/');
    expect(asked).toEqual([paths.login, 'index']);
    expect(seen).toHaveLength(0);
  });

  it('asks for nothing on an address the app does not know', () => {
    const asked = spyOnScreens();
    preloadScreens('/pages/nowhere');
    expect(asked).toEqual([]);
  });

  it("starts a section's reservation without its rules, and the rules of the screens that act on them", async () => {
    localStorage.setItem('member-token', 'tok-1');
    const { seen } = fakeServer(() => ({ code: 200, data: null }));
    spyOnScreens();
    rules.asked = 0;
    preloadScreens(`${paths.appointment.applicantInfo}?token=T1`);
    await vi.waitFor(() =>
      expect(seen.map((request) => request.path)).toContain('policyholder/checkAppointUrl'),
    );
    expect(rules.asked).toBe(0);
    for (const path of [paths.appointment.upload, paths.appointment.start, paths.appointment.tip]) {
      const before = rules.asked;
      preloadScreens(`${path}?token=T1`);
      await vi.waitFor(() => expect(rules.asked, path).toBe(before + 1));
    }
  });
});
