import Skeleton from 'antd-mobile/es/components/skeleton';

/** Row-shaped placeholders while the list loads. */
export function FamilySkeleton({ label }: { label: string }) {
  return (
    <div className="card-list family-list" role="status" aria-label={label}>
      {[0, 1].map((index) => (
        <div key={index} className="card family-item" aria-hidden>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={1} animated />
        </div>
      ))}
    </div>
  );
}
