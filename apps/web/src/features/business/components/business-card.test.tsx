import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enumLabel } from '@app/contract/enums';
import { renderScreen } from '../../../../test/render';
import { summaries } from '../testing';
import { BusinessCard } from './business-card';
import type { BusinessCardItem } from './business-card';

const label = (name: Parameters<typeof enumLabel>[0], value: string | null | undefined) =>
  value ? enumLabel(name, value, 'en-US') : '';

function renderCard(overrides: Partial<BusinessCardItem>, lang: 'en-US' | 'zh-CN' = 'en-US') {
  const business = { ...summaries(1)[0]!, ...overrides };
  renderScreen(<BusinessCard business={business} label={label} lang={lang} today="2025-07-01" />);
}

describe('BusinessCard', () => {
  it('counts the cooling-off days left, the expiry day included', () => {
    renderCard({ coolingOffExpiry: '2025-07-06' });
    expect(screen.getByTestId('cooling-off-days')).toHaveTextContent('5 days left in cooling-off');
  });

  it('says when today is the last cooling-off day', () => {
    renderCard({ coolingOffExpiry: '2025-07-01' });
    expect(screen.getByTestId('cooling-off-days')).toHaveTextContent('Cooling-off ends today');
  });

  it('shows no countdown once cooling-off has ended or without an expiry', () => {
    renderCard({ coolingOffExpiry: '2025-06-30' });
    expect(screen.queryByTestId('cooling-off-days')).not.toBeInTheDocument();
  });

  it('leaves out the policy number until there is one', () => {
    renderCard({ policyNo: null });
    expect(screen.queryByText('Policy no.')).not.toBeInTheDocument();
    expect(screen.getByText('ORD-1')).toBeInTheDocument();
  });

  it('falls back to the product type when the product has no name yet', () => {
    renderCard({ productName: null, productType: 'trust' });
    expect(screen.getByRole('heading')).toHaveTextContent('Trust');
  });

  it('writes the created date in Chinese for a Chinese-speaking member', () => {
    renderCard({}, 'zh-CN');
    expect(screen.getByText('2025年6月15日')).toBeInTheDocument();
  });
});
