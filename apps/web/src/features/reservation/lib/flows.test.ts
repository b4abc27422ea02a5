import { enums } from '@app/contract/enums';
import type { ProductType } from '@app/contract/enums';
import { productSections } from '@app/contract/sections/products';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { flowOf, flows } from './flows';

const a = paths.appointment;

/** What flowOf answered before the registry (a switch with a `default:` for the rest). */
const oldOverview: Record<ProductType, string> = {
  insurance: a.appointment,
  ita: a.ita.index,
  education: a.educationImmigrant.index,
  immigration: a.educationImmigrant.index,
  realEstate: a.houseTrustInvestment.index,
  trust: a.houseTrustInvestment.index,
  investment: a.houseTrustInvestment.index,
};

describe.each(enums.productType)('the flow of %s', (product) => {
  it('is the one the product registry names, as before', () => {
    expect(flowOf(product).overview).toBe(oldOverview[product]);
    expect(flowOf(product).tip).toBe(a.tip);
  });

  it('has a screen for each of the product’s sections, and no other', () => {
    expect(Object.keys(flowOf(product).sections).sort()).toEqual(
      [...productSections[product]].sort(),
    );
  });
});

describe('flows', () => {
  it('are keyed by their names, and an unknown product has none (a type error)', () => {
    for (const [name, flow] of Object.entries(flows)) expect(flow.name).toBe(name);
    // @ts-expect-error: 'mpf' is not a product; no default branch sends it anywhere.
    expect(() => flowOf('mpf')).toThrow();
  });
});
