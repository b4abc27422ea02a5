import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { FamilyOffer } from '../lib/use-insured-family';
import { useKeepFamilyMember } from '../lib/use-insured-family';

/**
 * On the overview after the insured section was saved with someone new: keep them as a family
 * member, or not now. A card in the page, announced politely, so the reservation goes on either way.
 */
export function FamilyOfferCard({ offer }: { offer: FamilyOffer | undefined }) {
  const { t } = useTranslation();
  const { keep, pending } = useKeepFamilyMember();
  const [done, setDone] = useState(false);
  if (!offer || done) return null;
  const accept = async () => {
    if (await keep(offer)) setDone(true);
  };
  return (
    <section
      className="family-offer"
      role="status"
      aria-labelledby="family-offer-text"
      data-testid="family-offer"
    >
      <p id="family-offer-text">{t('appointment.family.offer', { name: offer.name })}</p>
      <div className="family-offer__actions">
        <Button size="small" color="primary" loading={pending} onClick={() => void accept()}>
          {t('appointment.family.offerYes')}
        </Button>
        <Button size="small" fill="outline" onClick={() => setDone(true)}>
          {t('appointment.family.offerNo')}
        </Button>
      </div>
    </section>
  );
}
