import { AGREEMENT_VERSION } from '@app/contract/constants';
import type { DealDocument } from './document.ts';

/** The personal information collection statement (accepted with the user agreement). */
export const privacy: DealDocument = {
  version: AGREEMENT_VERSION,
  title: {
    'zh-CN': '隐私声明（个人资料收集声明）',
    'en-US': 'Privacy Statement (Personal Information Collection Statement)',
  },
  body: {
    'zh-CN': `本声明说明本公司如何收集、使用、保存及转移您的个人资料。

一、收集的资料。包括您的姓名、联系方式、证件类型及号码、出生日期、国籍、职业及收入、健康与生活习惯资料、银行账户资料，以及您上传的证件及文件影像。部分资料属敏感个人资料，仅在申请所需时收集。

二、使用目的。用于核实您的身份、评估产品是否适合您、向保险公司或其他机构提交申请、处理缴费及业务变更、履行法律及监管要求（包括反洗钱审查），以及就您的业务与您联系。未经您同意，我们不会将您的资料用于直接营销。

三、资料转移。为完成申请，您的资料可能转移至保险公司、再保险公司、银行及受监管的服务提供者，其中部分位于中国内地以外（例如香港）。转移前我们会另行征得您的同意。

四、保存与安全。证件号码及银行账号以加密方式保存；资料只保存至达成收集目的及法律要求所需的期限。员工只可按职务需要查阅资料，每次查阅均有记录。

五、您的权利。您可查阅、更正或要求导出您的个人资料，亦可撤回同意。如有查询，请通过应用内的联系方式与我们的个人资料主任联络。`,
    'en-US': `This statement explains how the Company collects, uses, keeps and transfers your personal information.

1. What we collect. Your name, contact details, identity document type and number, date of birth, nationality, occupation and income, health and lifestyle information, bank account details, and images of the documents you upload. Some of this is sensitive personal information and is collected only where an application needs it.

2. Why we use it. To verify your identity, assess whether a product suits you, submit applications to insurers and other institutions, handle payments and changes to your businesses, meet legal and regulatory duties (including anti-money-laundering checks), and contact you about your businesses. We will not use your information for direct marketing without your consent.

3. Transfers. To complete an application, your information may be transferred to insurers, reinsurers, banks and regulated service providers, some of them outside the Chinese mainland (for example in Hong Kong). We ask for your separate consent before such a transfer.

4. Keeping it safe. Identity and bank account numbers are stored encrypted, and information is kept only as long as its purpose and the law require. Staff see information only as their role needs, and every access is recorded.

5. Your rights. You may access, correct or export your personal information and withdraw your consent. For any question, contact our Data Protection Officer through the contact details in the app.`,
  },
};
