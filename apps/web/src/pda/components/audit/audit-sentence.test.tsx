import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@app/contract/admin/api/audit';
import { consoleResources, consoleTextsIn, renderConsole } from '../../../../test/console';
import { AuditEntryItem } from './audit-entry';
import { auditActions } from './audit-words';

const entry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  at: '2026-03-02T08:00:00.000Z',
  actor: { type: 'staff', id: 's1', name: '陈大文' },
  action: 'status',
  objectType: 'business',
  objectId: 'b1',
  changes: { status: { before: 'pendingPayment', after: 'inForce' } },
  object: { label: 'BO123', businessId: 'b1', productType: 'insurance' },
  refs: {},
  ...over,
});

const show = (e: AuditEntry, language: 'zh-CN' | 'en-US' = 'en-US') => {
  consoleTextsIn(language);
  return renderConsole(
    <ol>
      <AuditEntryItem entry={e} />
    </ol>,
  );
};

/** Every translation key of the console with a dot: none of them may show as text. */
const keys = Object.keys(consoleResources['en-US']!).filter((key) => key.includes('.'));
const noRawKey = (text: string) => expect(keys.filter((key) => text.includes(key))).toEqual([]);

describe('an audit entry in words', () => {
  beforeEach(() => consoleTextsIn('en-US'));

  it('says a status change in Chinese with the statuses in words, the business a link', () => {
    show(entry(), 'zh-CN');
    const sentence = screen.getByTestId('audit-entry').querySelector('.audit-sentence')!;
    expect(sentence).toHaveTextContent('陈大文 把 业务 BO123 的状态由 待缴费 改为 已生效');
    expect(screen.getByRole('link', { name: '业务 BO123' })).toHaveAttribute(
      'href',
      '/businesses/b1',
    );
    expect(screen.getByRole('rowheader', { name: '状态' })).toBeInTheDocument();
  });

  it('says it in English too', () => {
    show(entry());
    expect(screen.getByTestId('audit-entry')).toHaveTextContent(
      '陈大文 changed the status of business BO123 from Pending payment to In force',
    );
  });

  it('labels changed fields and shows codes as words', () => {
    show(
      entry({
        action: 'update',
        changes: {
          policyNo: { before: null, after: 'P-9' },
          ddaStatus: { before: null, after: 'notBound' },
          disabled: { before: false, after: true },
          mysteryKey: { before: 1, after: 2 },
        },
      }),
    );
    const text = screen.getByTestId('audit-entry').textContent!;
    expect(text).toContain('陈大文 changed business BO123');
    expect(screen.getByRole('rowheader', { name: 'Policy number' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Other details' })).toBeInTheDocument();
    expect(text).toContain('Not bound');
    expect(screen.getByRole('row', { name: /Disabled/ })).toHaveTextContent('DisabledNoYes');
    expect(text).not.toContain('policyNo');
    expect(text).not.toContain('notBound');
    expect(text).not.toContain('mysteryKey');
  });

  it('names a reservation by its token and product, linked to it, and a revealed field by its labels', () => {
    show(
      entry({
        action: 'reveal',
        objectType: 'appointment',
        objectId: 'a1',
        changes: { fields: ['applicant.idNumber'] },
        object: { label: 'tok1', token: 'tok1', productType: 'insurance' },
      }),
    );
    const link = screen.getByRole('link', { name: 'reservation tok1 (Insurance policy)' });
    expect(link).toHaveAttribute('href', '/reservations/tok1');
    expect(screen.getByTestId('audit-entry')).toHaveTextContent('revealed the full numbers of');
    expect(screen.getByTestId('audit-entry').textContent).not.toContain('applicant.idNumber');
  });

  it('shows an id among the changes by the name the server gave it, linked to its page', () => {
    show(
      entry({
        action: 'create',
        changes: {
          ownerId: { before: null, after: 'm1' },
          staffId: { before: null, after: 'gone' },
        },
        refs: { m1: { label: '陈大文', memberId: 'm1' } },
      }),
      'zh-CN',
    );
    expect(screen.getByRole('link', { name: '陈大文' })).toHaveAttribute('href', '/members/m1');
    // An id the server could not name stays as it is.
    expect(screen.getByTestId('audit-entry')).toHaveTextContent('gone');
    expect(screen.getByTestId('audit-entry').textContent).not.toContain('m1');
  });

  it('shows secrets as marks, a notice in the reader language and its reach in words', () => {
    show(
      entry({
        action: 'notice.send',
        objectType: 'notice',
        objectId: 'n1',
        changes: { to: 'all', title: { zhCN: '通知', enUS: 'Notice' }, password: '(set)' },
        object: { label: null },
      }),
      'zh-CN',
    );
    const text = screen.getByTestId('audit-entry').textContent!;
    expect(text).toContain('陈大文 发送了 消息通知');
    expect(screen.getByRole('row', { name: /发送对象/ })).toHaveTextContent('全体会员');
    expect(screen.getByRole('row', { name: /标题/ })).toHaveTextContent('标题—通知');
    expect(screen.getByRole('row', { name: /密码/ })).toHaveTextContent('密码—已设置');
    expect(text).not.toContain('zhCN');
  });

  it('names a script holding ADMIN_TOKEN as one', () => {
    show(entry({ actor: { type: 'script', id: null, name: 'ADMIN_TOKEN' }, action: 'create' }));
    expect(screen.getByTestId('audit-entry')).toHaveTextContent(
      'An admin script (ADMIN_TOKEN) created business BO123',
    );
  });

  it('gives an unknown action a generic sentence, never its key', () => {
    show(entry({ action: 'somethingNew', changes: {} }));
    const text = screen.getByTestId('audit-entry').textContent!;
    expect(text).toContain('陈大文 acted on business BO123');
    expect(text).not.toContain('somethingNew');
    noRawKey(text);
  });

  it('says an object that is gone without its id', () => {
    show(entry({ action: 'delete', objectId: 'b-gone', changes: {}, object: { label: null } }));
    const text = screen.getByTestId('audit-entry').textContent!;
    expect(text).toContain('陈大文 deleted business (no longer there)');
    expect(text).not.toContain('b-gone');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it.each(['zh-CN', 'en-US'] as const)(
    'has a sentence and a label for every recorded action in %s',
    (language) => {
      const texts = consoleResources[language]!;
      for (const action of auditActions) {
        expect(texts[`pda.audit.say.${action}`], action).toBeTruthy();
        expect(texts[`pda.audit.act.${action}`], action).toBeTruthy();
      }
    },
  );

  it('names the list an export was taken of, in both languages', () => {
    const exported = entry({
      action: 'export',
      objectType: 'businesses',
      objectId: 'csv',
      changes: { filters: { status: 'inForce' }, format: 'csv', rows: 3 },
      object: { label: null },
    });
    show(exported, 'zh-CN');
    expect(screen.getByTestId('audit-entry')).toHaveTextContent('陈大文 导出了 业务列表 的资料');
  });

  it('names the list an export was taken of in English', () => {
    const exported = entry({
      action: 'export',
      objectType: 'remittances',
      objectId: 'xlsx',
      changes: { filters: {}, format: 'xlsx', rows: 0 },
      object: { label: null },
    });
    show(exported);
    const shown = screen.getByTestId('audit-entry');
    expect(shown).toHaveTextContent('陈大文 exported the data of a remittance list');
    expect(shown).toHaveTextContent(/File format.*xlsx/);
    expect(shown).toHaveTextContent(/Rows.*0/);
  });
});
