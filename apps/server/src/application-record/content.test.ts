import { validSections } from '@app/contract/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { applicationContent } from './content.ts';
import type { ApplicationFacts, RecordBlock } from './content.ts';

/** What the application PDF says, before it is drawn: labels, values, masking, absent parts. */
const facts = (overrides: Partial<ApplicationFacts> = {}): ApplicationFacts => ({
  lang: 'zh-CN',
  timeZone: 'Asia/Hong_Kong',
  orderNo: 'BO2026112200001',
  productType: 'ita',
  version: 1,
  submittedAt: Date.parse('2026-11-22T23:06:45Z'),
  member: { name: '陳大文', email: 'chan@example.com' },
  sections: validSections('ita', '2026-11-22'),
  uploads: [],
  declarations: null,
  signatures: [],
  ...overrides,
});

const block = (blocks: RecordBlock[], title: string) => {
  const found = blocks.find((item) => item.title === title);
  if (!found) throw new Error(`no block ${title} in ${blocks.map((b) => b.title).join(', ')}`);
  return found;
};
const value = (found: RecordBlock, label: string) =>
  found.rows.find((row) => row.label === label)?.value;

describe('applicationContent', () => {
  it('labels every answer in the member language, with enumeration labels and masked numbers', () => {
    const content = applicationContent(facts());
    expect(content.title).toBe('投保申请书');
    const summary = block(content.blocks, '申请概要');
    expect(value(summary, '订单号')).toBe('BO2026112200001');
    expect(value(summary, '版本')).toBe('第 1 次提交');
    expect(value(summary, '提交时间')).toBe(
      '2026-11-22T23:06:45.000Z\n2026年11月23日 07:06:45 (Asia/Hong_Kong)',
    );
    const applicant = block(content.blocks, '投保人信息');
    expect(value(applicant, '证件类型')).toBe('中国居民身份证');
    expect(value(applicant, '是否吸烟')).toMatch(/^[是否]$/);
    expect(value(applicant, '证件号码')).toMatch(/^\*{14}.{4} （仅显示末 4 位）$/);
    const ita = block(content.blocks, 'ITA 信息');
    expect(value(ita, '信用卡号')).toBe('************1111 （仅显示末 4 位）');
    expect(value(ita, '其他资金来源国家')).toContain('、');
    expect(content.pageTemplate).toBe('第 {{page}} / {{pages}} 页');
  });

  it('says in English when nothing was uploaded or declared, and lists signatures by their kind', () => {
    const content = applicationContent(
      facts({
        lang: 'en-US',
        signatures: [{ kind: 'signatureInsured', bytes: null }],
        uploads: [{ kind: 'signatureInsured', name: 's.png', size: 2048, sha256: null }],
      }),
    );
    const uploads = block(content.blocks, 'Uploaded files');
    expect(uploads.groups?.[0]).toEqual({
      title: "Insured's signature",
      rows: [
        { label: 'File name', value: 's.png' },
        { label: 'Size', value: '2.0 KiB (2048 B)' },
        { label: 'SHA-256', value: 'The file is missing from storage' },
      ],
    });
    expect(block(content.blocks, 'Declarations and consents').note).toBe(
      'No declarations or consents were recorded with this submission',
    );
    expect(block(content.blocks, 'Signatures').images).toEqual([
      { label: "Insured's signature", bytes: null },
    ]);
  });
});
