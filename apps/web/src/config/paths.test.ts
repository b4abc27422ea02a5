import { describe, expect, it } from 'vitest';
import { allPaths, paths } from './paths';

describe('paths link builders', () => {
  it('put ids and tokens in the query, encoded', () => {
    expect(paths.business.detailHref('b 1')).toBe('/pages/business/detail?id=b%201');
    expect(paths.business.paymentRecordsHref('7')).toBe('/pages/business/paymentRecords?id=7');
    expect(paths.business.paymentRecordHref('9')).toBe('/pages/business/paymentRecordsDetail?id=9');
    expect(paths.appointment.href(paths.appointment.ita.upload, 'tok_a')).toBe(
      '/pages/appointment/ITA/upload?token=tok_a',
    );
  });

  it('carry the way back and a place for the location screens', () => {
    expect(paths.chooseLocationHref('mailingAddress', '/pages/appointment/tip?token=t')).toBe(
      '/choose-location?field=mailingAddress&back=%2Fpages%2Fappointment%2Ftip%3Ftoken%3Dt',
    );
    expect(paths.openLocationHref('Central', { lat: '22.28', lng: '114.15' })).toBe(
      '/open-location?address=Central&lat=22.28&lng=114.15',
    );
    expect(paths.openLocationHref('Central')).toBe('/open-location?address=Central');
  });

  it('leave the builders out of the route list', () => {
    expect(allPaths().every((path) => path.startsWith('/'))).toBe(true);
    expect(allPaths()).toHaveLength(new Set(allPaths()).size);
  });
});
