/**
 * The Hong Kong Traditional Chinese names (zh-HK) of the reference rows migration 005 seeded, as
 * migration 023 writes them into name_hk: converted from their zh-CN names by scripts/zh-hk.mjs's
 * converter once and reviewed (澳元, 紐西蘭元 as Hong Kong says them), then frozen here as data: a
 * released migration never changes. Rows staff add later have no name_hk and read their Chinese
 * name until one is given.
 */
type HongKongName = readonly [code: string, hk: string];

export const hongKongNames: Readonly<
  Record<'currencies' | 'banks' | 'insurers' | 'products', readonly HongKongName[]>
> = {
  currencies: [
    ['HKD', '港幣'],
    ['USD', '美元'],
    ['CNY', '人民幣'],
    ['EUR', '歐元'],
    ['GBP', '英鎊'],
    ['SGD', '新加坡元'],
    ['AUD', '澳元'],
    ['CAD', '加拿大元'],
    ['JPY', '日元'],
    ['MOP', '澳門元'],
    ['TWD', '新台幣'],
    ['NZD', '紐西蘭元'],
    ['CHF', '瑞士法郎'],
    ['KRW', '韓元'],
    ['THB', '泰銖'],
    ['MYR', '馬來西亞林吉特'],
  ],
  banks: [
    ['004', '香港上海滙豐銀行有限公司'],
    ['012', '中國銀行（香港）有限公司'],
    ['024', '恒生銀行有限公司'],
    ['003', '渣打銀行（香港）有限公司'],
    ['009', '中國建設銀行（亞洲）股份有限公司'],
    ['015', '東亞銀行有限公司'],
    ['016', '星展銀行（香港）有限公司'],
    ['018', '中信銀行（國際）有限公司'],
    ['020', '招商永隆銀行有限公司'],
    ['025', '上海商業銀行有限公司'],
    ['039', '集友銀行有限公司'],
    ['040', '大新銀行有限公司'],
    ['041', '創興銀行有限公司'],
    ['072', '中國工商銀行（亞洲）有限公司'],
    ['250', '花旗銀行（香港）有限公司'],
    ['028', '大眾銀行（香港）有限公司'],
  ],
  insurers: [
    ['AIA', '友邦保險'],
    ['PRUDENTIAL', '保誠保險'],
    ['MANULIFE', '宏利'],
    ['FWD', '富衞保險'],
    ['AXA', '安盛'],
    ['SUNLIFE', '永明金融'],
    ['CHINALIFE', '中國人壽（海外）'],
    ['HSBCLIFE', '滙豐人壽'],
    ['INHOUSE', '本公司'],
  ],
  products: [
    ['AIA-GLOBAL-POWER', '環宇盈活儲蓄保險計劃'],
    ['AIA-CI-PLUS', '愛伴航危疾保障計劃'],
    ['PRU-WEALTH', '信守明天多元貨幣計劃'],
    ['PRU-MEDICAL', '自願醫保靈活計劃'],
    ['MANU-GENESIS', '宏摯傳承保障計劃'],
    ['FWD-WEALTH', '富饒傳家儲蓄計劃'],
    ['AXA-WEALTH', '盛利儲蓄保險計劃'],
    ['SUN-JOY', '週年紅利儲蓄計劃'],
    ['CLO-FORTUNE', '傲瓏盛世儲蓄計劃'],
    ['HSBC-GOAL', '卓越財富儲蓄保險計劃'],
    ['MANU-ITA', '投資帳戶（ITA）'],
    ['AIA-INVEST', '投資相連壽險計劃'],
    ['HSBC-TRUST', '家族信託服務'],
    ['HOUSE-EDU', '海外升學規劃'],
    ['HOUSE-IMM', '香港優才計劃申請'],
    ['HOUSE-RE', '香港住宅物業配對'],
  ],
};
