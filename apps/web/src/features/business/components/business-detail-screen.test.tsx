import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Business } from '@app/contract/calls/business';
import { sampleBusiness, sampleStatusChanges } from '@app/contract/testing/dto-fixtures';
import { i18n } from '../../../i18n/i18n';
import { renderScreen } from '../../../../test/render';
import { businessServer } from '../testing';
import { BusinessDetailScreen } from './business-detail-screen';

const documents: Business['documents'] = [
  {
    id: 'd1',
    name: 'policy.pdf',
    mime: 'application/pdf',
    size: 120_000,
    kind: null,
    url: '/api/business/document/d1',
  },
  {
    id: 'd2',
    name: 'receipt.png',
    mime: 'image/png',
    size: 2048,
    kind: null,
    url: '/api/business/document/d2',
  },
];

beforeEach(() => {
  localStorage.setItem('member-token', 'tok-1');
  vi.useFakeTimers({ toFake: ['Date'] });
  // 1 July 2025 in Hong Kong: the sample's cooling-off ends on 6 July.
  vi.setSystemTime(new Date('2025-07-01T04:00:00Z'));
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/doc');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const dueNow = { paymentRecordId: 'p9', amount: '50000.00', currency: 'USD', date: '2025-06-28' };

function renderDetail(
  business: Business = sampleBusiness({ id: '7', documents }),
  due: typeof dueNow | null = dueNow,
) {
  const server = businessServer({
    'remittance/payees': () => ({ code: 200, data: { list: [], due } }),
    'insuranceservice/GetSingleInsurance': () => ({ code: 200, data: business }),
    'insuranceservice/getstatuschange': () => ({ code: 200, data: sampleStatusChanges() }),
    'business/document/d1': () =>
      new Response('%PDF-1.4', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    'business/document/d2': () =>
      new Response('png', { status: 200, headers: { 'Content-Type': 'image/png' } }),
  });
  const view = renderScreen(<BusinessDetailScreen />, {
    path: '/pages/business/detail',
    route: '/pages/business/detail?id=7',
  });
  return { ...server, ...view, user: userEvent.setup() };
}

const field = (name: string) => document.querySelector(`[data-field="${name}"] dd`);

describe('BusinessDetailScreen', () => {
  it('shows a change request with its note and the way to the reservation (issue 36)', async () => {
    const note = 'Please correct the mailing address';
    renderDetail(
      sampleBusiness({ id: '7', documents, changesRequested: { note, token: 'tok-abc' } }),
    );
    const notice = await screen.findByTestId('business-changes-requested');
    expect(notice).toHaveTextContent('Our staff asked for changes to your reservation');
    expect(notice).toHaveTextContent(note);
    expect(within(notice).getByRole('link', { name: 'Make the changes' })).toHaveAttribute(
      'href',
      '/pages/appointment/index?token=tok-abc',
    );
  });

  it('shows no change request when there is none', async () => {
    renderDetail();
    await screen.findByTestId('detail-panel-overview');
    expect(screen.queryByTestId('business-changes-requested')).toBeNull();
  });

  it('asks GetSingleInsurance for the id in the URL and shows the overview', async () => {
    const { seen } = renderDetail();
    const overview = await screen.findByTestId('detail-panel-overview');
    expect(seen.find((r) => r.path === 'insuranceservice/GetSingleInsurance')?.fields.id).toBe('7');
    expect(overview).toHaveTextContent('ORD-20250615-0001');
    expect(overview).toHaveTextContent('P123456789');
    expect(overview).toHaveTextContent('In force');
    expect(overview).toHaveTextContent('Insurance policy');
    expect(overview).toHaveTextContent('AIA International Limited');
    expect(overview).toHaveTextContent('Wealth Saver Plan');
  });

  it('shows amounts in money format with their currency, and — for what is missing', async () => {
    renderDetail();
    await screen.findByTestId('detail-panel-amounts');
    expect(field('sumInsured')).toHaveTextContent('USD 100,000.00');
    expect(field('annualPremium')).toHaveTextContent('USD 12,000.00');
    expect(field('levy')).toHaveTextContent('USD 12.00');
    expect(field('exchangeRate')).toHaveTextContent('7.8');
    expect(field('advisoryFee')).toHaveTextContent('HKD 500.00');
    expect(field('investmentAmount')).toHaveTextContent('—');
    expect(field('channelPartner')).toHaveTextContent('—');
    expect(field('remarks')).toHaveTextContent('—');
    expect(field('ddaStatus')).toHaveTextContent('Bound');
  });

  it('counts the cooling-off days left', async () => {
    renderDetail();
    const days = await screen.findByTestId('cooling-off-days');
    expect(days).toHaveTextContent('5 days left in cooling-off');
    expect(field('coolingOffExpiry')).toHaveTextContent('Jul 6, 2025');
  });

  it("writes a period given in years in one language, the reader's", async () => {
    renderDetail(sampleBusiness({ id: '7', paymentPeriod: '1', contributionPeriod: '5 (single)' }));
    await screen.findByTestId('detail-panel-dates');
    expect(field('paymentPeriod')).toHaveTextContent(/^1 year$/);
    expect(field('contributionPeriod')).toHaveTextContent('5 (single)');
    localStorage.setItem('language', 'zh-CN');
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(field('paymentPeriod')).toHaveTextContent(/^1 年$/);
  });

  it('counts a last cooling-off day but one in the singular', async () => {
    renderDetail(sampleBusiness({ id: '7', coolingOffExpiry: '2025-07-02' }));
    expect(await screen.findByTestId('cooling-off-days')).toHaveTextContent(
      '1 day left in cooling-off',
    );
  });

  it('says nothing about cooling-off once it has ended', async () => {
    renderDetail(sampleBusiness({ id: '7', coolingOffExpiry: '2025-06-30' }));
    await screen.findByTestId('detail-panel-dates');
    expect(screen.queryByTestId('cooling-off-days')).not.toBeInTheDocument();
  });

  it('opens and closes panels from their headers, collapsed ones hidden', async () => {
    const { user } = renderDetail();
    const people = await screen.findByTestId('detail-panel-people');
    const header = within(people).getByText('People');
    expect(people).not.toHaveAttribute('open');
    expect(within(people).getByText('Wong Siu Ming')).not.toBeVisible();
    await user.click(header);
    expect(people).toHaveAttribute('open');
    expect(within(people).getByText('Wong Siu Ming')).toBeVisible();
    await user.click(header);
    expect(people).not.toHaveAttribute('open');
    // Browsers open and close a <summary> with Enter and Space too; jsdom has no such behaviour.
    const overview = screen.getByTestId('detail-panel-overview');
    expect(overview).toHaveAttribute('open');
    await user.click(within(overview).getByText('Overview'));
    expect(overview).not.toHaveAttribute('open');
  });

  it('shows the status history from getstatuschange', async () => {
    const { user } = renderDetail();
    const history = await screen.findByTestId('detail-panel-history');
    await user.click(within(history).getByText('Status history'));
    expect(await within(history).findByText('Created as Submitted')).toBeInTheDocument();
    expect(within(history).getByText('Submitted → In force')).toBeInTheDocument();
    expect(within(history).getByText('Policy issued')).toBeInTheDocument();
  });

  it('fetches a document with the member token and shows the PDF from a blob URL', async () => {
    const { user, fetchMock } = renderDetail();
    const links = await screen.findAllByTestId('document-link');
    expect(links).toHaveLength(2);
    await user.click(links[0]!);
    const viewer = await screen.findByRole('dialog', { name: 'policy.pdf' });
    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u).includes('document/d1'))!;
    expect(url).toBe('/api/business/document/d1');
    expect(new Headers(init?.headers).get('Authorization')).toBe('tok-1');
    expect(viewer.querySelector('object')).toHaveAttribute('data', 'blob:http://localhost/doc');
    expect(within(viewer).getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute(
      'href',
      'blob:http://localhost/doc',
    );
    await user.click(within(viewer).getByRole('button', { name: 'Close the document' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/doc');
  });

  it('shows an image document inline', async () => {
    const { user } = renderDetail();
    await user.click((await screen.findAllByTestId('document-link'))[1]!);
    const viewer = await screen.findByRole('dialog', { name: 'receipt.png' });
    expect(within(viewer).getByRole('img', { name: 'receipt.png' })).toHaveAttribute(
      'src',
      'blob:http://localhost/doc',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('names the application forms by their kind, one per submission, and opens them', async () => {
    const application = (id: string) => ({
      id,
      name: `Application form ORD-1.pdf`,
      mime: 'application/pdf',
      size: 60_000,
      kind: 'application',
      url: `/api/business/document/${id}`,
    });
    const { user } = renderDetail(
      sampleBusiness({ id: '7', documents: [application('d1'), documents[1]!, application('a2')] }),
    );
    const links = await screen.findAllByTestId('document-link');
    expect(links.map((link) => link.querySelector('.document-list__name')?.textContent)).toEqual([
      'Application form (1)',
      'receipt.png',
      'Application form (2)',
    ]);
    await user.click(links[0]!);
    expect(await screen.findByRole('dialog', { name: 'Application form (1)' })).toBeInTheDocument();
  });

  it('links to the payment records of this business', async () => {
    renderDetail();
    const link = await screen.findByRole('link', { name: 'Payment records' });
    expect(link).toHaveAttribute('href', '/pages/business/paymentRecords?id=7');
  });

  it('offers to pay the premium into the official accounts of this business', async () => {
    const { seen } = renderDetail();
    const link = await screen.findByRole('link', { name: 'Pay premium (official accounts)' });
    expect(link).toHaveAttribute('href', '/pages/business/pay?id=7');
    expect(seen.find((r) => r.path === 'remittance/payees')?.fields.businessId).toBe('7');
    // The main action, before the payment records (a plain link).
    const records = screen.getByTestId('payment-records-link');
    expect(link).toHaveClass('business-link business-link--primary');
    expect(records).toHaveClass('business-link');
    expect(records).not.toHaveClass('business-link--primary');
    expect(link.compareDocumentPosition(records) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers no Pay button where nothing is due (submitted, under underwriting, paid)', async () => {
    renderDetail(sampleBusiness({ id: '7', documents, status: 'pendingUnderwriting' }), null);
    await screen.findByRole('link', { name: 'Payment records' });
    await waitFor(() => expect(screen.queryByTestId('pay-premium-link')).toBeNull());
    expect(screen.queryByRole('link', { name: 'Pay premium (official accounts)' })).toBeNull();
  });

  it('says so when the business cannot be loaded', async () => {
    businessServer({ 'insuranceservice/GetSingleInsurance': () => ({ code: 404, msg: 'gone' }) });
    renderScreen(<BusinessDetailScreen />, {
      path: '/pages/business/detail',
      route: '/pages/business/detail?id=9',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The business could not be loaded');
  });
});
