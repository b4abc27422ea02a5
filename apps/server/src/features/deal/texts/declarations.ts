import type { DealDocument } from './document.ts';

/**
 * The declarations signed on the tip screen. One text serves every product for now; a product
 * that needs its own gets an entry in declarationsFor (deal-service.ts).
 */
export const declarations: DealDocument = {
  version: '2026-11-01',
  title: { 'zh-CN': '投保声明', 'en-US': 'Declarations' },
  body: {
    'zh-CN': `本人声明：本人在本申请中提供的所有资料均真实、准确及完整，并无隐瞒任何可能影响保险公司或相关机构决定的重要事实。

本人明白，若资料不实或有所遗漏，保险公司或相关机构可拒绝申请、解除合同或拒绝赔付。本人已获告知产品的主要特点、风险、费用及冷静期安排，并有足够时间考虑。

本人确认用于缴付保费的资金来源合法，并授权本公司将本申请及相关资料提交予保险公司或相关机构处理。`,
    'en-US': `I declare that all the information I have given in this application is true, accurate and complete, and that I have not withheld any material fact that could affect the decision of the insurer or institution.

I understand that if any information is untrue or incomplete, the insurer or institution may refuse the application, cancel the contract or decline a claim. I have been told the product's main features, risks, charges and cooling-off arrangements, and I have had enough time to consider them.

I confirm that the money used to pay the premiums comes from lawful sources, and I authorise the Company to submit this application and its documents to the insurer or institution for processing.`,
  },
};
