import type { Language } from '../codes.ts';

/**
 * The personal information collection statement (PICS) and the declarations a member reads on the
 * tip screen before submitting, with the consents asked separately (DESIGN.md "Declarations,
 * signatures and the application record"). One owner for the words and their versions: the tip
 * screen shows them, the server accepts only these versions, and the application PDF prints them.
 *
 * A change of wording is a new version (the month it takes effect): a submit naming an older one
 * is refused, so every stored submission says which words the member agreed to. Zod-free and
 * side-effect free, so the member app loads it as a chunk of its own.
 */
export const PICS_VERSION = 'pics-2026-11';
export const DECLARATIONS_VERSION = 'declarations-2026-11';

/** The consents, each its own box: collection and use, sensitive data, transfer outside the mainland. */
export const consentNames = ['use', 'sensitive', 'crossBorder'] as const;
export type ConsentName = (typeof consentNames)[number];

/**
 * EditAppointInfo submit's `declarations` field for what the member ticked, at the current
 * versions (judged by submitted.ts).
 */
export function declarationsJson(consents: Record<ConsentName, boolean>): string {
  return JSON.stringify({ pics: PICS_VERSION, declarations: DECLARATIONS_VERSION, consents });
}

/** Whom a member writes to about their data; part of the statement, so a change is a new version. */
export const DATA_PROTECTION_OFFICER = {
  email: 'dpo@intermediary.example',
  address: {
    'zh-CN': '香港中环皇后大道中 1 号 10 楼',
    'zh-HK': '香港中環皇后大道中 1 號 10 樓',
    'en-US': "10/F, 1 Queen's Road Central, Central, Hong Kong",
  },
} as const;

export interface TextSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface DeclarationTexts {
  pics: { title: string; sections: readonly TextSection[] };
  declarations: { title: string; items: readonly string[] };
  /** The words beside each consent's box. */
  consents: Record<ConsentName, string>;
}

const dpo = DATA_PROTECTION_OFFICER;

export const declarationTexts: Record<Language, DeclarationTexts> = {
  'zh-CN': {
    pics: {
      title: '个人资料收集声明',
      sections: [
        {
          heading: '一、收集目的',
          paragraphs: [
            '本公司（持牌保险中介人）收集您在本申请中提供的个人资料，用于：核实您的身份；评估产品是否适合您；代您向保险公司或其他机构提交申请及办理后续服务（包括缴费、变更、续保及理赔协助）；履行法律及监管要求（包括反洗钱及打击恐怖分子资金筹集的审查）；以及就您的申请与您联系。',
            '提供资料属自愿，但若未能提供申请所需资料，本公司可能无法处理您的申请。',
          ],
        },
        {
          heading: '二、资料可能转移予的人士类别',
          paragraphs: [
            '为上述目的，您的资料可能转移予：保险公司、再保险公司及其他产品发行机构；银行及付款机构；为本公司提供行政、电脑、储存或审计服务的承办商（须负保密责任）；监管机构、执法机关及法律要求的其他人士。上述部分人士位于中国内地以外（例如香港）。',
          ],
        },
        {
          heading: '三、查阅及更正资料的权利',
          paragraphs: [
            '您有权查阅及更正本公司持有的您的个人资料，并可要求导出资料或撤回同意。撤回同意不影响撤回前已进行的处理，但可能令本公司无法继续为您提供服务。本公司可就处理查阅资料要求收取合理费用。',
          ],
        },
        {
          heading: '四、联络人',
          paragraphs: [
            `如需查阅或更正资料，或对本声明有任何查询，请联络本公司个人资料主任：地址 ${dpo.address['zh-CN']}；电邮 ${dpo.email}。`,
          ],
        },
      ],
    },
    declarations: {
      title: '投保声明',
      items: [
        '本人声明：本人在本申请中提供的所有资料均真实、准确及完整，并无隐瞒任何可能影响保险公司或相关机构决定的重要事实。',
        '本人明白，若资料不实或有所遗漏，保险公司或相关机构可拒绝申请、解除合同或拒绝赔付。',
        '本人已获告知产品的主要特点、风险、费用及冷静期安排，并有足够时间考虑。',
        '本人确认用于缴付保费或投资的资金来源合法，并授权本公司将本申请及相关资料提交予保险公司或相关机构处理。',
        '如资料有变，本人将及时通知本公司。',
      ],
    },
    consents: {
      use: '本人同意本公司按上述《个人资料收集声明》收集及使用本人的个人资料。',
      sensitive:
        '本人同意本公司为处理本申请收集及使用本人的敏感个人资料（身份证明文件、健康资料及财务资料）。',
      crossBorder:
        '本人同意本公司将本人的个人资料转移至中国内地以外（香港）的保险公司、机构及服务提供者，以处理本申请。',
    },
  },
  'zh-HK': {
    pics: {
      title: '個人資料收集聲明',
      sections: [
        {
          heading: '一、收集目的',
          paragraphs: [
            '本公司（持牌保險中介人）收集您在本申請中提供的個人資料，用於：核實您的身份；評估產品是否適合您；代您向保險公司或其他機構提交申請及辦理後續服務（包括繳費、變更、續保及索償協助）；履行法律及監管要求（包括打擊洗錢及打擊恐怖分子資金籌集的審查）；以及就您的申請與您聯絡。',
            '提供資料屬自願，但若未能提供申請所需資料，本公司可能無法處理您的申請。',
          ],
        },
        {
          heading: '二、資料可能轉移予的人士類別',
          paragraphs: [
            '為上述目的，您的資料可能轉移予：保險公司、再保險公司及其他產品發行機構；銀行及付款機構；為本公司提供行政、電腦、儲存或審計服務的承辦商（須負保密責任）；監管機構、執法機關及法律要求的其他人士。上述部分人士位於中國內地以外（例如香港）。',
          ],
        },
        {
          heading: '三、查閲及更正資料的權利',
          paragraphs: [
            '您有權查閲及更正本公司持有的您的個人資料，並可要求匯出資料或撤回同意。撤回同意不影響撤回前已進行的處理，但可能令本公司無法繼續為您提供服務。本公司可就處理查閲資料要求收取合理費用。',
          ],
        },
        {
          heading: '四、聯絡人',
          paragraphs: [
            `如需查閲或更正資料，或對本聲明有任何查詢，請聯絡本公司個人資料主任：地址 ${dpo.address['zh-HK']}；電郵 ${dpo.email}。`,
          ],
        },
      ],
    },
    declarations: {
      title: '投保聲明',
      items: [
        '本人聲明：本人在本申請中提供的所有資料均真實、準確及完整，並無隱瞞任何可能影響保險公司或相關機構決定的重要事實。',
        '本人明白，若資料不實或有所遺漏，保險公司或相關機構可拒絕申請、解除合約或拒絕賠償。',
        '本人已獲告知產品的主要特點、風險、費用及冷靜期安排，並有足夠時間考慮。',
        '本人確認用於繳付保費或投資的資金來源合法，並授權本公司將本申請及相關資料提交予保險公司或相關機構處理。',
        '如資料有變，本人將及時通知本公司。',
      ],
    },
    consents: {
      use: '本人同意本公司按上述《個人資料收集聲明》收集及使用本人的個人資料。',
      sensitive:
        '本人同意本公司為處理本申請收集及使用本人的敏感個人資料（身份證明文件、健康資料及財務資料）。',
      crossBorder:
        '本人同意本公司將本人的個人資料轉移至中國內地以外（香港）的保險公司、機構及服務提供者，以處理本申請。',
    },
  },
  'en-US': {
    pics: {
      title: 'Personal Information Collection Statement',
      sections: [
        {
          heading: '1. Purpose of collection',
          paragraphs: [
            'The Company, a licensed insurance intermediary, collects the personal data you give in this application to verify your identity; assess whether a product suits you; submit your application to insurers and other institutions on your behalf and service it afterwards (payments, changes, renewals and help with claims); meet legal and regulatory duties (including anti-money-laundering and counter-terrorist-financing checks); and contact you about your application.',
            'Giving your data is voluntary, but without the data an application needs the Company may be unable to process it.',
          ],
        },
        {
          heading: '2. Classes of transferees',
          paragraphs: [
            'For these purposes your data may be transferred to insurers, reinsurers and other product issuers; banks and payment institutions; contractors providing administrative, computer, storage or audit services to the Company under a duty of confidentiality; and regulators, law enforcement agencies and others where the law requires. Some of them are outside the Chinese mainland (for example in Hong Kong).',
          ],
        },
        {
          heading: '3. Your right of access and correction',
          paragraphs: [
            'You have the right to access and correct the personal data the Company holds about you, to ask for a copy of it and to withdraw your consent. Withdrawing consent does not affect processing done before, but may leave the Company unable to serve you further. The Company may charge a reasonable fee for a data access request.',
          ],
        },
        {
          heading: '4. Whom to contact',
          paragraphs: [
            `To access or correct your data, or with any question about this statement, write to the Company's Data Protection Officer at ${dpo.address['en-US']}, or e-mail ${dpo.email}.`,
          ],
        },
      ],
    },
    declarations: {
      title: 'Declarations',
      items: [
        'I declare that all the information I have given in this application is true, accurate and complete, and that I have not withheld any material fact that could affect the decision of the insurer or institution.',
        'I understand that if any information is untrue or incomplete, the insurer or institution may refuse the application, cancel the contract or decline a claim.',
        "I have been told the product's main features, risks, charges and cooling-off arrangements, and I have had enough time to consider them.",
        'I confirm that the money used to pay the premiums or the investment comes from lawful sources, and I authorise the Company to submit this application and its documents to the insurer or institution for processing.',
        'I will tell the Company promptly if any of this information changes.',
      ],
    },
    consents: {
      use: 'I consent to the Company collecting and using my personal data as the Personal Information Collection Statement above describes.',
      sensitive:
        'I consent to the Company collecting and using my sensitive personal data (identity documents, health and financial information) to process this application.',
      crossBorder:
        'I consent to the Company transferring my personal data outside the Chinese mainland (to Hong Kong), to the insurers, institutions and service providers that process this application.',
    },
  },
};

/** Whom a member asks about a reservation or a policy (the submitted page, issue 36). */
export const SERVICE_CONTACT = { email: 'service@intermediary.example' } as const;
