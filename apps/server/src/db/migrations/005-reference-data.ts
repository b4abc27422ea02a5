/**
 * The reference rows migration 005 seeds, frozen here as data: a released migration never
 * changes, so later corrections go into a new migration rather than into this file.
 */
type Named = readonly [code: string, zh: string, en: string];

export const currencyRows: readonly Named[] = [
  ['HKD', '港币', 'Hong Kong dollar'],
  ['USD', '美元', 'US dollar'],
  ['CNY', '人民币', 'Chinese yuan'],
  ['EUR', '欧元', 'Euro'],
  ['GBP', '英镑', 'Pound sterling'],
  ['SGD', '新加坡元', 'Singapore dollar'],
  ['AUD', '澳大利亚元', 'Australian dollar'],
  ['CAD', '加拿大元', 'Canadian dollar'],
  ['JPY', '日元', 'Japanese yen'],
  ['MOP', '澳门元', 'Macanese pataca'],
  ['TWD', '新台币', 'New Taiwan dollar'],
  ['NZD', '新西兰元', 'New Zealand dollar'],
  ['CHF', '瑞士法郎', 'Swiss franc'],
  ['KRW', '韩元', 'South Korean won'],
  ['THB', '泰铢', 'Thai baht'],
  ['MYR', '马来西亚林吉特', 'Malaysian ringgit'],
];

/** Hong Kong bank codes (HKICL) with each bank's SWIFT code. */
export const bankRows: readonly (readonly [code: string, zh: string, en: string, swift: string])[] =
  [
    [
      '004',
      '香港上海汇丰银行有限公司',
      'The Hongkong and Shanghai Banking Corporation Limited',
      'HSBCHKHHHKH',
    ],
    ['012', '中国银行（香港）有限公司', 'Bank of China (Hong Kong) Limited', 'BKCHHKHHXXX'],
    ['024', '恒生银行有限公司', 'Hang Seng Bank Limited', 'HASEHKHH'],
    ['003', '渣打银行（香港）有限公司', 'Standard Chartered Bank (Hong Kong) Limited', 'SCBLHKHH'],
    [
      '009',
      '中国建设银行（亚洲）股份有限公司',
      'China Construction Bank (Asia) Corporation Limited',
      'CCBQHKAX',
    ],
    ['015', '东亚银行有限公司', 'The Bank of East Asia, Limited', 'BEASHKHH'],
    ['016', '星展银行（香港）有限公司', 'DBS Bank (Hong Kong) Limited', 'DHBKHKHH'],
    ['018', '中信银行（国际）有限公司', 'China CITIC Bank International Limited', 'KWHKHKHH'],
    ['020', '招商永隆银行有限公司', 'CMB Wing Lung Bank Limited', 'WUBAHKHH'],
    ['025', '上海商业银行有限公司', 'Shanghai Commercial Bank Limited', 'SCBKHKHH'],
    ['039', '集友银行有限公司', 'Chiyu Banking Corporation Limited', 'CIYUHKHH'],
    ['040', '大新银行有限公司', 'Dah Sing Bank, Limited', 'DSBAHKHH'],
    ['041', '创兴银行有限公司', 'Chong Hing Bank Limited', 'LCHBHKHH'],
    [
      '072',
      '中国工商银行（亚洲）有限公司',
      'Industrial and Commercial Bank of China (Asia) Limited',
      'UBHKHKHH',
    ],
    ['250', '花旗银行（香港）有限公司', 'Citibank (Hong Kong) Limited', 'CITIHKAX'],
    ['028', '大众银行（香港）有限公司', 'Public Bank (Hong Kong) Limited', 'CBHKHKHH'],
  ];

export const insurerRows: readonly Named[] = [
  ['AIA', '友邦保险', 'AIA'],
  ['PRUDENTIAL', '保诚保险', 'Prudential'],
  ['MANULIFE', '宏利', 'Manulife'],
  ['FWD', '富卫保险', 'FWD'],
  ['AXA', '安盛', 'AXA'],
  ['SUNLIFE', '永明金融', 'Sun Life'],
  ['CHINALIFE', '中国人寿（海外）', 'China Life (Overseas)'],
  ['HSBCLIFE', '汇丰人寿', 'HSBC Life'],
  // Products that are the intermediary's own services (education, immigration, property) need a
  // provider too: the products table requires one.
  ['INHOUSE', '本公司', 'Our firm'],
];

export const productRows: readonly (readonly [
  code: string,
  insurer: string,
  productType: string,
  zh: string,
  en: string,
])[] = [
  [
    'AIA-GLOBAL-POWER',
    'AIA',
    'insurance',
    '环宇盈活储蓄保险计划',
    'Global Power Multi-Currency Plan',
  ],
  ['AIA-CI-PLUS', 'AIA', 'insurance', '爱伴航危疾保障计划', 'CI Plus Critical Illness Plan'],
  [
    'PRU-WEALTH',
    'PRUDENTIAL',
    'insurance',
    '信守明天多元货币计划',
    'PRUWealth Multi-Currency Plan',
  ],
  ['PRU-MEDICAL', 'PRUDENTIAL', 'insurance', '自愿医保灵活计划', 'VHIS Flexi Medical Plan'],
  ['MANU-GENESIS', 'MANULIFE', 'insurance', '宏挚传承保障计划', 'Genesis Legacy Plan'],
  ['FWD-WEALTH', 'FWD', 'insurance', '富饶传家储蓄计划', 'Wealth Legacy Savings Plan'],
  ['AXA-WEALTH', 'AXA', 'insurance', '盛利储蓄保险计划', 'Wealth Advance Savings Plan'],
  ['SUN-JOY', 'SUNLIFE', 'insurance', '周年红利储蓄计划', 'SunJoy Global Savings Plan'],
  ['CLO-FORTUNE', 'CHINALIFE', 'insurance', '傲珑盛世储蓄计划', 'Fortune Prestige Savings Plan'],
  ['HSBC-GOAL', 'HSBCLIFE', 'insurance', '卓越财富储蓄保险计划', 'Wealth Goal Insurance Plan'],
  ['MANU-ITA', 'MANULIFE', 'ita', '投资账户（ITA）', 'Investment Trust Account (ITA)'],
  ['AIA-INVEST', 'AIA', 'investment', '投资相连寿险计划', 'Investment-Linked Assurance Scheme'],
  ['HSBC-TRUST', 'HSBCLIFE', 'trust', '家族信托服务', 'Family Trust Service'],
  ['HOUSE-EDU', 'INHOUSE', 'education', '海外升学规划', 'Overseas Study Planning'],
  [
    'HOUSE-IMM',
    'INHOUSE',
    'immigration',
    '香港优才计划申请',
    'Quality Migrant Admission Scheme Application',
  ],
  [
    'HOUSE-RE',
    'INHOUSE',
    'realEstate',
    '香港住宅物业配对',
    'Hong Kong Residential Property Matching',
  ],
];
