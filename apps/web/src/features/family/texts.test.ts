import { describe, expect, it } from 'vitest';
import { familyFieldLabels } from './texts';

describe('the family screens’ field labels', () => {
  it('hold every language, the Traditional Chinese one for zh-HK', () => {
    const labels = familyFieldLabels();
    expect(labels['field.relation']).toEqual({
      'zh-CN': '与本人关系',
      'zh-HK': '與本人關係',
      'en-US': 'Relationship to you',
    });
    expect(labels['field.idExpiry']?.['zh-HK']).toBe('證件有效期至');
    for (const [key, texts] of Object.entries(labels)) expect(texts['zh-HK'], key).toBeTruthy();
  });
});
