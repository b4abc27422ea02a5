import { AGREEMENT_VERSION } from '@app/contract/constants';
import type { DealDocument } from './document.ts';

/** The user agreement, accepted at registration with the privacy statement (one version). */
export const agreement: DealDocument = {
  version: AGREEMENT_VERSION,
  title: { 'zh-CN': '用户协议', 'zh-HK': '用戶協議', 'en-US': 'User Agreement' },
  body: {
    'zh-CN': `欢迎使用本应用。本应用由本公司（一家持牌保险中介人）提供，用于预约保险及其他金融产品、提交投保资料、查询业务进度及缴费记录。注册或使用本应用，即表示您已阅读、理解并同意本协议。

一、服务性质。本公司作为保险中介人，为您介绍产品并协助您向保险公司或其他机构提交申请。是否承保、保单条款及费用以保险公司或相关机构的最终决定及正式文件为准。本应用显示的资料仅供参考，不构成要约或投资建议。

二、账户与安全。您应使用本人真实、有效的电子邮箱注册，并妥善保管密码与验证码。通过您的账户进行的操作视为您本人所为。如发现账户被盗用，请立即修改密码并联系我们。

三、您提供的资料。您保证提交的个人资料、证件及银行资料真实、准确、完整，并在资料变更时及时更新。因资料不实导致的申请失败、理赔纠纷或其他损失，由您自行承担。

四、费用与缴费。保费及其他费用须按保险公司或相关机构的要求支付至其指定账户。本公司不会要求您将保费转入任何个人账户。

五、协议变更。本协议更新时，我们会在应用内通知您，并请您重新阅读及同意；您继续使用即视为接受更新后的协议。本协议受香港特别行政区法律管辖。`,
    'zh-HK': `歡迎使用本應用。本應用由本公司（一家持牌保險中介人）提供，用於預約保險及其他金融產品、提交投保資料、查詢業務進度及繳費記錄。註冊或使用本應用，即表示您已閲讀、理解並同意本協議。

一、服務性質。本公司作為保險中介人，為您介紹產品並協助您向保險公司或其他機構提交申請。是否承保、保單條款及費用以保險公司或相關機構的最終決定及正式文件為準。本應用顯示的資料僅供參考，不構成要約或投資建議。

二、帳戶與安全。您應使用本人真實、有效的電郵地址註冊，並妥善保管密碼與驗證碼。透過您的帳戶進行的操作視為您本人所為。如發現帳戶被盜用，請立即修改密碼並聯絡我們。

三、您提供的資料。您保證提交的個人資料、證件及銀行資料真實、準確、完整，並在資料變更時及時更新。因資料不實導致的申請失敗、索償糾紛或其他損失，由您自行承擔。

四、費用與繳費。保費及其他費用須按保險公司或相關機構的要求支付至其指定帳戶。本公司不會要求您將保費轉入任何個人帳戶。

五、協議變更。本協議更新時，我們會在應用內通知您，並請您重新閲讀及同意；您繼續使用即視為接受更新後的協議。本協議受香港特別行政區法律管轄。`,
    'en-US': `Welcome. This app is provided by the Company, a licensed insurance intermediary, for reserving insurance and other financial products, submitting application details, and following your businesses and payment records. By registering or using the app you confirm that you have read, understood and agree to this Agreement.

1. What we do. As an intermediary we introduce products to you and help you apply to insurers and other institutions. Whether an application is accepted, and the terms and charges of a policy, are decided by the insurer or institution and set out in their formal documents. Information shown in the app is for reference only and is neither an offer nor investment advice.

2. Your account. Register with your own valid e-mail address and keep your password and verification codes to yourself. Anything done through your account is treated as done by you. If you suspect misuse, change your password at once and contact us.

3. The information you give. You confirm that the personal, identity and bank details you submit are true, accurate and complete, and you will update them when they change. You bear the consequences of an application refused, a claim disputed or any other loss caused by incorrect information.

4. Premiums and fees. Premiums and other charges are paid to the accounts the insurer or institution designates. We will never ask you to pay a premium into a personal account.

5. Changes. When this Agreement changes we will tell you in the app and ask you to read and accept it again; continuing to use the app means you accept the new version. This Agreement is governed by the laws of the Hong Kong Special Administrative Region.`,
  },
};
