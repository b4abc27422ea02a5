import * as OpenCC from 'opencc-js';

/**
 * Simplified Chinese (zh-CN) to Traditional Chinese as written in Hong Kong (zh-HK), for the
 * catalogs' committed texts (scripts/zh-hk.mjs writes them; the product never converts at run
 * time). OpenCC's cn→hk profile converts characters and its few phrases well, but not usage: it
 * turns 账户 into 賬户, 登录 into 登錄, 邮箱 into 郵箱, 视频 into 視頻, where Hong Kong writes 帳戶,
 * 登入, 電郵, 影片. So the reviewed table below replaces Mainland words by Hong Kong words first
 * (still in simplified script where a character differs, so OpenCC then converts the rest), and
 * OpenCC converts what is left.
 *
 * Rows are [Mainland phrase, Hong Kong phrase]; longer phrases are applied before shorter ones, so
 * 退出登录 wins over 登录. Add a row when a review finds a word the tool got wrong, and rerun.
 */
export const hongKongUsage = [
  // Accounts and signing in.
  ['账户', '帳戶'], // OpenCC: 賬户
  ['账号', '帳號'], // OpenCC: 賬號
  ['账单', '帳單'],
  ['用户', '用戶'], // OpenCC keeps 户; Hong Kong's forms and banks write 戶
  ['客户', '客戶'],
  ['户口', '戶口'],
  ['退出登录', '登出'],
  ['登录', '登入'], // OpenCC: 登錄 (Taiwan and Mainland usage)
  ['注销登录', '登出'],
  ['重新登录', '重新登入'],
  // Mail and phone.
  ['电子邮箱', '電郵地址'],
  ['邮箱地址', '電郵地址'],
  ['邮箱', '電郵'], // OpenCC: 郵箱 (a post box in Hong Kong)
  ['电子邮件', '電郵'],
  ['手机号码', '流動電話號碼'],
  ['手机号', '流動電話號碼'],
  ['手机', '流動電話'],
  ['短信', '短訊'],
  ['联系', '聯絡'], // OpenCC: 聯繫
  ['电话', '電話'],
  // Identity and personal data: the Personal Data (Privacy) Ordinance's words.
  ['身份证', '身份證'], // Taiwan writes 身分證; Hong Kong's card is the 身份證
  ['个人信息', '個人資料'],
  ['个人资料', '個人資料'],
  ['隐私', '私隱'], // 個人資料（私隱）條例
  ['投保人信息', '投保人資料'],
  ['受保人信息', '受保人資料'],
  ['客户信息', '客戶資料'],
  ['银行信息', '銀行資料'],
  ['ITA 信息', 'ITA 資料'],
  ['信息', '訊息'], // OpenCC keeps 信息; Hong Kong writes 訊息 (a message) or 資料 (details, above)
  ['消息', '訊息'],
  ['资料', '資料'],
  ['地址', '地址'],
  ['邮政编码', '郵政編號'],
  // Insurance.
  ['保单', '保單'],
  ['投保单', '投保單'],
  // Computers and the web.
  ['网上', '網上'],
  ['在线', '網上'],
  ['网络', '網絡'],
  ['软件', '軟件'],
  ['视频', '影片'], // OpenCC: 視頻
  ['默认', '預設'], // OpenCC: 默認
  ['上传', '上載'], // OpenCC: 上傳
  ['下载', '下載'],
  ['服务器', '伺服器'],
  ['设置', '設定'],
  ['保存', '儲存'],
  ['打印', '列印'],
  ['屏幕', '螢幕'],
  ['链接', '連結'],
  ['导出', '匯出'],
  ['导入', '匯入'],
  ['搜索', '搜尋'],
  ['字段', '欄位'],
  ['加载', '載入'],
  ['缓存', '快取'],
  ['模板', '範本'],
  ['菜单', '選單'],
  ['文件夹', '資料夾'],
  ['二维码', '二維碼'],
  ['激活', '啟用'],
  ['界面', '介面'],
  ['伙伴', '夥伴'],
  // Insurance and legal words of the declarations and the agreement (Hong Kong's ordinances).
  ['合同', '合約'],
  ['理赔', '索償'],
  ['赔付', '賠償'],
  ['反洗钱', '打擊洗錢'], // OpenCC keeps 伙伴; its own character table (and Hong Kong) writes 夥
  ['新建', '新增'],
  ['创建', '建立'],
  ['访问', '存取'],
  ['通过', '透過'],
  ['后台', '後台'],
  ['必传', '必須上載'],
  // OpenCC reads 天后 as the goddess Tin Hau: "90 天后" is "after 90 days".
  ['天后', '天後'],
  // Hong Kong quotes with corner brackets.
  ['“', '「'],
  ['”', '」'],
  ['‘', '『'],
  ['’', '』'],
];

/**
 * Characters of the table's Hong Kong words that OpenCC's cn→hk profile would write otherwise
 * (its Hong Kong variant table turns 戶 into 户). A residue check allows them.
 */
export const deliberateVariants = new Set(['戶']);

const byLength = [...hongKongUsage].sort((a, b) => b[0].length - a[0].length);
const opencc = OpenCC.Converter({ from: 'cn', to: 'hk' });
// OpenCC leaves characters it already sees as traditional, so it must not undo the table's words:
// the table writes placeholders first and puts its words back after OpenCC ran.
const placeholder = (i) => `\u{F0000}${String.fromCodePoint(0xf0001 + i)}`;

/** The Hong Kong text of a simplified Chinese one. */
export function toHongKong(text) {
  const used = [];
  let out = text;
  for (const [mainland, hongKong] of byLength) {
    if (!out.includes(mainland)) continue;
    const mark = placeholder(used.length);
    used.push(hongKong);
    out = out.split(mainland).join(mark);
  }
  out = opencc(out);
  used.forEach((hongKong, i) => {
    out = out.split(placeholder(i)).join(hongKong);
  });
  return out;
}

/** Characters of a zh-HK text that OpenCC would still convert: simplified ones left behind. */
export function simplifiedLeft(text) {
  const left = [];
  for (const ch of text) {
    if (deliberateVariants.has(ch)) continue;
    if (opencc(ch) !== ch) left.push(ch);
  }
  return left;
}

/** Han characters (CJK unified ideographs and extension A): a text to convert has some. */
export const hasHan = (text) => /[\u3400-\u4dbf\u4e00-\u9fff]/u.test(text);
