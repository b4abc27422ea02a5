import { beforeAll, describe, expect, it } from 'vitest';
import { BodyCode } from '@app/contract/codes';
import { expectAxeClean } from './support/axe.ts';
import { adminClient, expectOk, fillReservationByApi } from './support/back-office.ts';
import { phonePage, screenshot } from './support/browser.ts';
import type { Lang } from './support/browser.ts';
import {
  checkReservation,
  logInThroughUi,
  memberToken,
  screenshotFromTop,
} from './support/reservation-forms.ts';
import { declareAndSign, padKinds, signWithMouse } from './support/tip.ts';
import { serverAndBrowser } from './support/suite.ts';

/**
 * Declarations, consents and signatures (issue 13) in Chromium on a 360x740 phone against the
 * built server, in both languages: an insurance reservation filled through the API (its
 * policyholder holds a mainland ID, its insured is their adult spouse) is submitted from the tip
 * screen, where nothing goes until every consent is ticked and both people signed with the mouse;
 * a signature is cleared and drawn again. The screen passes axe with and without its messages.
 */

const suite = serverAndBrowser();
let api: string;

beforeAll(async () => {
  api = await memberToken(suite.server.url);
});

const TEXTS = {
  pics: {
    'zh-CN': '个人资料收集声明',
    'en-US': 'Personal Information Collection Statement',
  },
  consentUse: {
    'zh-CN': '请同意收集及使用您的个人资料',
    'en-US': 'Please consent to the collection and use of your personal data',
  },
  signInsured: {
    'zh-CN': '受保人亦须在签名框内签名',
    'en-US': 'The insured must sign in the box as well',
  },
} as const satisfies Record<string, Record<Lang, string>>;

describe.each(['zh-CN', 'en-US'] as const)('declarations and signatures (%s)', (lang) => {
  it('signs with the mouse, gives each consent, submits, and the business appears', async () => {
    const page = await phonePage(suite.browser, lang);
    await logInThroughUi(page, suite.server.url);
    const { link } = await fillReservationByApi(suite.server.url, api, 'insurance');

    await page.goto(`${suite.server.url}/#/pages/appointment/index?token=${link}`);
    await page.getByTestId('to-tip').click();
    await page.getByRole('heading', { name: TEXTS.pics[lang] }).waitFor();
    await expect(page.locator('input[name^="consent-"]').count()).resolves.toBe(3);
    await expect(padKinds(page)).resolves.toEqual(['signaturePolicyholder', 'signatureInsured']);
    await page.locator('[data-testid^="signature-"][data-state="ready"]').nth(1).waitFor();
    await expectAxeClean(page, 'tip screen');
    await screenshot(page, lang, 'signature-tip');

    // Nothing is sent before the consents and the signatures: each part says what it misses.
    await page.getByTestId('submit-button').click();
    await page.locator('#consent-use-error').getByText(TEXTS.consentUse[lang]).waitFor();
    await page.locator('#signatureInsured-error').getByText(TEXTS.signInsured[lang]).waitFor();
    await expectAxeClean(page, 'tip screen with its messages');
    await screenshotFromTop(page, lang, 'signature-missing');
    expect((await checkReservation(suite.server.url, api, link)).code).toBe(200);

    // A signature drawn, cleared and drawn again.
    await signWithMouse(page, 'signaturePolicyholder');
    await page.getByTestId('clear-signaturePolicyholder').click();
    await page
      .locator('[data-testid="signature-signaturePolicyholder"][data-signed="false"]')
      .waitFor();
    await declareAndSign(page);
    await screenshotFromTop(page, lang, 'signature-signed');
    await expectAxeClean(page, 'tip screen signed');

    await page.getByTestId('submit-button').click();
    // The submitted page says what happens next (issue 36), then the member opens the list.
    await page.getByTestId('submitted').waitFor();
    await page.goto(`${suite.server.url}/#/pages/business/index`);
    const state = await checkReservation(suite.server.url, api, link);
    expect(state.code).toBe(BodyCode.conflict);
    const businessId = state.data?.businessId;
    expect(businessId).toBeTruthy();
    await page.locator(`[data-testid="business-card"][data-id="${businessId}"]`).waitFor();

    // The back office holds the drawn PNGs beside the documents, once each.
    const admin = adminClient(suite.server.url);
    const reservation = expectOk(
      await admin<{ uploads: { kind: string; mime: string }[] }>(
        'GET',
        `/admin/appointments/${link}`,
      ),
      'reservation',
    );
    const signatures = reservation.uploads.filter((u) => u.kind.startsWith('signature'));
    expect(signatures.map((u) => [u.kind, u.mime]).sort()).toEqual([
      ['signatureInsured', 'image/png'],
      ['signaturePolicyholder', 'image/png'],
    ]);
    await page.context().close();
  });
});
