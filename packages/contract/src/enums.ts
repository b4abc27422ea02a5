import { labelIn, type Labels, type Language } from './codes.ts';
import { countries, countryName } from './countries.ts';

/**
 * The enumerations of FIELDS.md: stable codes that travel on the wire and sit in the database, with
 * bilingual labels. getinscommonenum serves enumOptions() of every name; the forms render them.
 */
type Row = readonly [value: string, zh: string, hk: string, en: string];
type Values<T extends readonly Row[]> = {
  readonly [K in keyof T]: T[K] extends Row ? T[K][0] : never;
};

export interface EnumEntry extends Labels {
  value: string;
}

export interface EnumOption {
  value: string;
  label: string;
}

interface Defined<T extends readonly Row[]> {
  values: Values<T>;
  entries: readonly EnumEntry[];
}

/** Keeps the literal codes as a tuple type (for z.enum) and the labels beside them. */
function define<const T extends readonly Row[]>(rows: T): Defined<T> {
  return {
    values: rows.map((row) => row[0]) as unknown as Values<T>,
    entries: rows.map(([value, zh, hk, en]) => ({ value, zh, hk, en })),
  };
}

const labelled = {
  idType: define([
    ['cnId', '中国居民身份证', '中國居民身份證', 'Mainland China resident ID card'],
    ['hkId', '香港身份证', '香港身份證', 'Hong Kong ID card'],
    ['moId', '澳门身份证', '澳門身份證', 'Macao ID card'],
    ['twId', '台湾身份证', '台灣身份證', 'Taiwan ID card'],
    ['passport', '护照', '護照', 'Passport'],
    ['hkMacauPass', '港澳通行证', '港澳通行證', 'Exit-entry permit to Hong Kong and Macao'],
    ['other', '其他', '其他', 'Other'],
  ]),
  gender: define([
    ['M', '男', '男', 'Male'],
    ['F', '女', '女', 'Female'],
  ]),
  relation: define([
    ['self', '本人', '本人', 'Self'],
    ['spouse', '配偶', '配偶', 'Spouse'],
    ['child', '子女', '子女', 'Child'],
    ['parent', '父母', '父母', 'Parent'],
    ['sibling', '兄弟姐妹', '兄弟姐妹', 'Sibling'],
    ['grandparent', '祖父母/外祖父母', '祖父母/外祖父母', 'Grandparent'],
    ['grandchild', '孙子女/外孙子女', '孫子女/外孫子女', 'Grandchild'],
    ['other', '其他', '其他', 'Other'],
  ]),
  education: define([
    ['primary', '小学', '小學', 'Primary school'],
    ['secondary', '中学', '中學', 'Secondary school'],
    ['diploma', '大专/文凭', '大專/文憑', 'Diploma / associate degree'],
    ['bachelor', '本科', '本科', "Bachelor's degree"],
    ['master', '硕士', '碩士', "Master's degree"],
    ['doctorate', '博士', '博士', 'Doctorate'],
  ]),
  maritalStatus: define([
    ['single', '未婚', '未婚', 'Single'],
    ['married', '已婚', '已婚', 'Married'],
    ['divorced', '离异', '離異', 'Divorced'],
    ['widowed', '丧偶', '喪偶', 'Widowed'],
  ]),
  areaCode: define([
    ['+86', '+86 中国内地', '+86 中國內地', '+86 Mainland China'],
    ['+852', '+852 中国香港', '+852 中國香港', '+852 Hong Kong'],
    ['+853', '+853 中国澳门', '+853 中國澳門', '+853 Macao'],
    ['+886', '+886 中国台湾', '+886 中國台灣', '+886 Taiwan'],
    ['+1', '+1 美国/加拿大', '+1 美國/加拿大', '+1 United States / Canada'],
    ['+44', '+44 英国', '+44 英國', '+44 United Kingdom'],
    ['+65', '+65 新加坡', '+65 新加坡', '+65 Singapore'],
    ['+61', '+61 澳大利亚', '+61 澳大利亞', '+61 Australia'],
    ['+64', '+64 新西兰', '+64 新西蘭', '+64 New Zealand'],
    ['+81', '+81 日本', '+81 日本', '+81 Japan'],
    ['+82', '+82 韩国', '+82 韓國', '+82 South Korea'],
    ['+60', '+60 马来西亚', '+60 馬來西亞', '+60 Malaysia'],
    ['+66', '+66 泰国', '+66 泰國', '+66 Thailand'],
    ['+63', '+63 菲律宾', '+63 菲律賓', '+63 Philippines'],
    ['+49', '+49 德国', '+49 德國', '+49 Germany'],
    ['+33', '+33 法国', '+33 法國', '+33 France'],
    ['+971', '+971 阿联酋', '+971 阿聯酋', '+971 United Arab Emirates'],
  ]),
  addressSource: define([
    ['addressProof', '同地址证明', '同地址證明', 'Same as proof of address'],
    ['idAddress', '同身份证地址', '同身份證地址', 'Same as ID card address'],
  ]),
  industry: define([
    ['finance', '金融/银行', '金融/銀行', 'Finance and banking'],
    ['insurance', '保险', '保險', 'Insurance'],
    ['it', '信息技术', '訊息技術', 'Information technology'],
    ['education', '教育', '教育', 'Education'],
    ['healthcare', '医疗健康', '醫療健康', 'Healthcare'],
    ['manufacturing', '制造业', '製造業', 'Manufacturing'],
    ['trade', '贸易/零售', '貿易/零售', 'Trade and retail'],
    ['property', '房地产', '房地產', 'Property'],
    ['construction', '建筑', '建築', 'Construction'],
    ['logistics', '物流/运输', '物流/運輸', 'Logistics and transport'],
    ['hospitality', '酒店/餐饮/旅游', '酒店/餐飲/旅遊', 'Hospitality and tourism'],
    ['media', '传媒/广告', '傳媒/廣告', 'Media and advertising'],
    ['legal', '法律/专业服务', '法律/專業服務', 'Legal and professional services'],
    ['energy', '能源/公用事业', '能源/公用事業', 'Energy and utilities'],
    ['agriculture', '农林牧渔', '農林牧漁', 'Agriculture'],
    ['government', '政府/公共机构', '政府/公共機構', 'Government and public sector'],
    ['selfEmployed', '自雇', '自僱', 'Self-employed'],
    ['student', '学生', '學生', 'Student'],
    ['retired', '退休', '退休', 'Retired'],
    ['homemaker', '家庭主妇/主夫', '家庭主婦/主夫', 'Homemaker'],
    ['other', '其他', '其他', 'Other'],
  ]),
  fundingMethod: define([
    ['bankTransfer', '银行转账', '銀行轉賬', 'Bank transfer'],
    ['creditCard', '信用卡', '信用卡', 'Credit card'],
    ['cheque', '支票', '支票', 'Cheque'],
    ['cash', '现金', '現金', 'Cash'],
  ]),
  cardType: define([
    ['visa', 'Visa', 'Visa', 'Visa'],
    ['mastercard', '万事达卡', '萬事達卡', 'Mastercard'],
    ['unionpay', '银联', '銀聯', 'UnionPay'],
    ['amex', '美国运通', '美國運通', 'American Express'],
    ['jcb', 'JCB', 'JCB', 'JCB'],
  ]),
  productType: define([
    ['insurance', '保险保单', '保險保單', 'Insurance policy'],
    ['ita', 'ITA', 'ITA', 'ITA'],
    ['education', '教育', '教育', 'Education'],
    ['immigration', '移民', '移民', 'Immigration'],
    ['realEstate', '房地产', '房地產', 'Real estate'],
    ['trust', '信托', '信託', 'Trust'],
    ['investment', '投资', '投資', 'Investment'],
  ]),
  // The life of a business after its reservation was submitted, as the back office moves it.
  businessStatus: define([
    ['submitted', '已提交', '已提交', 'Submitted'],
    ['reviewing', '审核中', '審核中', 'Under review'],
    ['pendingUnderwriting', '待核保', '待核保', 'Pending underwriting'],
    ['pendingPayment', '待缴费', '待繳費', 'Pending payment'],
    ['inForce', '已生效', '已生效', 'In force'],
    ['lapsed', '已失效', '已失效', 'Lapsed'],
    ['cancelled', '已取消', '已取消', 'Cancelled'],
    ['declined', '已拒保', '已拒保', 'Declined'],
  ]),
  paymentStatus: define([
    ['pending', '待支付', '待支付', 'Pending'],
    ['paid', '已支付', '已支付', 'Paid'],
    ['failed', '支付失败', '支付失敗', 'Failed'],
    ['refunded', '已退款', '已退款', 'Refunded'],
  ]),
  feeType: define([
    ['premium', '保费', '保費', 'Premium'],
    ['levy', '保费征费', '保費徵費', 'Insurance levy'],
    ['advisoryFee', '顾问费', '顧問費', 'Advisory fee'],
    ['other', '其他', '其他', 'Other'],
  ]),
  ddaStatus: define([
    ['notBound', '未绑定', '未綁定', 'Not bound'],
    ['pending', '绑定中', '綁定中', 'Pending'],
    ['bound', '已绑定', '已綁定', 'Bound'],
    ['failed', '绑定失败', '綁定失敗', 'Failed'],
  ]),
} as const;

type LabelledName = keyof typeof labelled;

/** Every enumeration's codes, in display order: the labelled tables' codes, then countries. */
export const enums = {
  ...(Object.fromEntries(Object.entries(labelled).map(([name, table]) => [name, table.values])) as {
    readonly [N in LabelledName]: (typeof labelled)[N]['values'];
  }),
  country: countries,
} as const;

export type EnumName = keyof typeof enums;
export const enumNames = Object.keys(enums) as EnumName[];

export type IdType = (typeof enums.idType)[number];
export type Gender = (typeof enums.gender)[number];
export type Relation = (typeof enums.relation)[number];
export type EducationLevel = (typeof enums.education)[number];
export type MaritalStatus = (typeof enums.maritalStatus)[number];
export type AreaCode = (typeof enums.areaCode)[number];
export type AddressSource = (typeof enums.addressSource)[number];
export type Industry = (typeof enums.industry)[number];
export type FundingMethod = (typeof enums.fundingMethod)[number];
export type CardType = (typeof enums.cardType)[number];
export type ProductType = (typeof enums.productType)[number];
export type BusinessStatus = (typeof enums.businessStatus)[number];
export type PaymentStatus = (typeof enums.paymentStatus)[number];
export type FeeType = (typeof enums.feeType)[number];
export type DdaStatus = (typeof enums.ddaStatus)[number];
export type { Country } from './countries.ts';

export function isEnumValue(name: EnumName, value: unknown): value is string {
  return typeof value === 'string' && (enums[name] as readonly string[]).includes(value);
}

/** The labelled rows of an enumeration; country names are looked up in both languages. */
export function enumEntries(name: EnumName): readonly EnumEntry[] {
  if (name === 'country') {
    return countries.map((value) => ({
      value,
      zh: countryName(value, 'zh-CN'),
      hk: countryName(value, 'zh-HK'),
      en: countryName(value, 'en-US'),
    }));
  }
  return labelled[name].entries;
}

const optionCache = new Map<string, readonly EnumOption[]>();

/**
 * [{value, label}] in the language asked for: what getinscommonenum answers and pickers show. One
 * frozen list per name and language, the same on every call: callers cannot change the next
 * caller's list, and a picker given it keeps equal props between renders.
 */
export function enumOptions(name: EnumName, lang: Language): readonly EnumOption[] {
  const cacheKey = `${name}:${lang}`;
  let options = optionCache.get(cacheKey);
  if (!options) {
    // Country names come from the runtime's region data, in the one language asked for: naming
    // them in both would load a second locale's data for nothing (issue 14: 15-20 ms on a phone).
    options =
      name === 'country'
        ? countries.map((value) => ({ value, label: countryName(value, lang) }))
        : labelled[name].entries.map((entry) => ({
            value: entry.value,
            label: labelIn(lang, entry),
          }));
    options = Object.freeze(options.map((option) => Object.freeze(option)));
    optionCache.set(cacheKey, options);
  }
  return options;
}

/** One code's label; an unknown code is shown as it is rather than hidden. */
export function enumLabel(name: EnumName, value: string, lang: Language): string {
  if (name === 'country') return isEnumValue(name, value) ? countryName(value, lang) : value;
  const entry = labelled[name].entries.find((row) => row.value === value);
  if (!entry) return value;
  return labelIn(lang, entry);
}

/** Every enumeration's options in one language: the data of getinscommonenum. */
export function allEnumOptions(lang: Language): Record<EnumName, readonly EnumOption[]> {
  return Object.fromEntries(enumNames.map((name) => [name, enumOptions(name, lang)])) as Record<
    EnumName,
    readonly EnumOption[]
  >;
}
