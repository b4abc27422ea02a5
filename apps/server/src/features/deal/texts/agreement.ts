import { AGREEMENT_VERSION } from '@app/contract/constants';
import type { DealDocument } from './document.ts';

/** The user agreement, accepted at registration with the privacy statement (one version). */
export const agreement: DealDocument = {
  version: AGREEMENT_VERSION,
  title: { 'zh-CN': '用户协议', 'en-US': 'User Agreement' },
  body: {
    'zh-CN': `欢迎使用本应用。本应用由本公司（一家持牌保险中介人）提供，用于预约保险及其他金融产品、提交投保资料、查询业务进度及缴费记录。注册或使用本应用，即表示您已阅读、理解并同意本协议。

一、服务性质。本公司作为保险中介人，为您介绍产品并协助您向保险公司或其他机构提交申请。是否承保、保单条款及费用以保险公司或相关机构的最终决定及正式文件为准。本应用显示的资料仅供参考，不构成要约或投资建议。

二、账户与安全。您应使用本人真实、有效的电子邮箱注册，并妥善保管密码与验证码。通过您的账户进行的操作视为您本人所为。如发现账户被盗用，请立即修改密码并联系我们。

三、您提供的资料。您保证提交的个人资料、证件及银行资料真实、准确、完整，并在资料变更时及时更新。因资料不实导致的申请失败、理赔纠纷或其他损失，由您自行承担。

四、费用与缴费。保费及其他费用须按保险公司或相关机构的要求支付至其指定账户。本公司不会要求您将保费转入任何个人账户。

五、协议变更。本协议更新时，我们会在应用内通知您，并请您重新阅读及同意；您继续使用即视为接受更新后的协议。本协议受香港特别行政区法律管辖。`,
    'en-US': `Welcome. This app is provided by the Company, a licensed insurance intermediary, for reserving insurance and other financial products, submitting application details, and following your businesses and payment records. By registering or using the app you confirm that you have read, understood and agree to this Agreement.

1. What we do. As an intermediary we introduce products to you and help you apply to insurers and other institutions. Whether an application is accepted, and the terms and charges of a policy, are decided by the insurer or institution and set out in their formal documents. Information shown in the app is for reference only and is neither an offer nor investment advice.

2. Your account. Register with your own valid e-mail address and keep your password and verification codes to yourself. Anything done through your account is treated as done by you. If you suspect misuse, change your password at once and contact us.

3. The information you give. You confirm that the personal, identity and bank details you submit are true, accurate and complete, and you will update them when they change. You bear the consequences of an application refused, a claim disputed or any other loss caused by incorrect information.

4. Premiums and fees. Premiums and other charges are paid to the accounts the insurer or institution designates. We will never ask you to pay a premium into a personal account.

5. Changes. When this Agreement changes we will tell you in the app and ask you to read and accept it again; continuing to use the app means you accept the new version. This Agreement is governed by the laws of the Hong Kong Special Administrative Region.`,
  },
};
