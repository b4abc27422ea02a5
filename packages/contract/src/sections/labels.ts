import type { Catalog } from '../messages.ts';

/**
 * Labels of every section field and upload kind (FIELDS.md's wording), keyed 'field.<key>' as
 * FieldMeta.labelKey says, and of the sections themselves ('section.<name>').
 */
const rows: readonly (readonly [key: string, zh: string, en: string])[] = [
  ['nameCn', '中文姓名', 'Chinese name'],
  ['nameEn', '英文姓名（拼音）', 'English name (pinyin)'],
  ['idType', '证件类型', 'ID type'],
  ['idNumber', '证件号码', 'ID number'],
  ['gender', '性别', 'Gender'],
  ['birthDate', '出生日期', 'Date of birth'],
  ['nationality', '国籍', 'Nationality'],
  ['otherNationality', '其他国籍', 'Other nationality'],
  ['relationToInsured', '与受保人关系', 'Relationship to insured'],
  ['education', '教育程度', 'Education level'],
  ['maritalStatus', '婚姻状况', 'Marital status'],
  ['smoking', '是否吸烟', 'Smoker'],
  ['areaCode', '区号', 'Area code'],
  ['phone', '手机号码', 'Mobile number'],
  ['email', '电子邮箱', 'E-mail'],
  ['mailingAddress', '通讯地址', 'Mailing address'],
  ['residentialSameAs', '居住地址同', 'Residential address same as'],
  ['residentialAddress', '居住地址', 'Residential address'],
  ['postalCode', '邮政编码', 'Postal code'],
  ['usCitizen', '是否美国公民', 'US citizen'],
  ['hkIdHolder', '是否持有香港身份证', 'Holds a Hong Kong ID card'],
  ['hkCompany', '是否拥有香港公司', 'Owns a Hong Kong company'],
  ['weightKg', '体重（KG）', 'Weight (KG)'],
  ['heightCm', '身高（CM）', 'Height (CM)'],
  ['monthlyIncome', '月收入', 'Monthly income'],
  ['monthlyExpense', '月支出', 'Monthly expenses'],
  ['employmentStartDate', '入职日期', 'Employment start date'],
  ['employer', '工作单位', 'Employer'],
  ['workPhone', '单位电话', 'Work phone'],
  ['workAddress', '单位地址', 'Work address'],
  ['liquidAssets', '流动资产', 'Liquid assets'],
  ['industry', '单位性质/行业', 'Nature of employer / industry'],
  ['position', '职位', 'Position'],
  ['holdsPolicy', '是否已持有保单', 'Already holds a policy'],
  ['childrenCount', '子女数目', 'Number of children'],
  ['annualIncome', '年收入', 'Annual income'],
  ['bachelorUniversity', '本科院校', 'Undergraduate university'],
  ['bachelorGpa', '本科 GPA', 'Undergraduate GPA'],
  ['bachelorCourses', '本科主修课程', 'Undergraduate courses'],
  ['masterUniversity', '硕士院校', "Master's university"],
  ['masterCourses', '硕士主修课程', "Master's courses"],
  ['bankCode', '银行编号', 'Bank code'],
  ['bankName', '银行名称', 'Bank name'],
  ['branchNumber', '分行编号', 'Branch number'],
  ['swiftCode', 'SWIFT 代码', 'SWIFT code'],
  ['holderName', '账户持有人姓名', "Account holder's name"],
  ['holderPhone', '账户持有人电话', "Account holder's phone"],
  ['holderAddress', '账户持有人地址', "Account holder's address"],
  ['bankAddress', '银行地址', 'Bank address'],
  ['accountNumber', '银行账号', 'Account number'],
  ['fundingCountry', '资金来源国家', 'Funding country'],
  ['otherFundingCountries', '其他资金来源国家', 'Other funding countries'],
  ['fundingMethod', '出资方式', 'Funding method'],
  ['cardNumber', '信用卡号', 'Credit card number'],
  ['cardType', '信用卡类型', 'Credit card type'],
  ['cardExpiry', '信用卡有效期', 'Credit card expiry'],
  ['accountOpenDate', '开户日期', 'Account opening date'],
  ['accountOpenAddress', '开户地址', 'Account opening address'],
  ['taxCountry', '税务居民国家', 'Tax residency country'],
  ['taxId', '税务编号', 'Tax ID'],
  ['idCardFront', '身份证正面', 'ID card front'],
  ['idCardBack', '身份证反面', 'ID card back'],
  ['passFront', '通行证或护照正面', 'Pass or passport front'],
  ['passBack', '通行证或护照反面', 'Pass or passport back'],
  ['birthCertificate', '出生证明', 'Birth certificate'],
  ['resume', '个人简历（PDF）', 'Résumé (PDF)'],
  ['savingsCardFront', '储蓄卡正面', 'Savings card front'],
  ['creditCardFront', '信用卡正面', 'Credit card front'],
];

const sectionRows: readonly (readonly [key: string, zh: string, en: string])[] = [
  ['applicant', '投保人信息', 'Policyholder'],
  ['insured', '受保人信息', 'Insured'],
  ['ita', 'ITA 信息', 'ITA'],
  ['customer', '客户信息', 'Customer information'],
  ['education', '教育背景', 'Education background'],
  ['bank', '银行信息', 'Bank information'],
  ['upload', '上传资料', 'Uploads'],
];

const toCatalog = (prefix: string, list: typeof rows): Catalog =>
  Object.fromEntries(
    list.map(([key, zh, en]) => [`${prefix}.${key}`, { 'zh-CN': zh, 'en-US': en }]),
  );

export const fieldLabels: Catalog = toCatalog('field', rows);
export const sectionLabels: Catalog = toCatalog('section', sectionRows);
