import type { ReactNode } from 'react';
import { useConfig } from 'antd-mobile/es/components/config-provider';
import { usePullToRefresh } from '../lib/use-pull-to-refresh';

/** The pull-down head with antd-mobile's own localised texts ('Release to refresh'...). */
export function PullToRefresh(props: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { locale } = useConfig();
  const { ref, state, distance } = usePullToRefresh<HTMLDivElement>(props.onRefresh);
  const text = {
    idle: '',
    pulling: locale.PullToRefresh.pulling,
    canRelease: locale.PullToRefresh.canRelease,
    refreshing: `${locale.common.loading}...`,
    complete: locale.PullToRefresh.complete,
  }[state];
  return (
    <div ref={ref} className="pull-to-refresh" data-state={state}>
      <div className="pull-to-refresh__head" style={{ height: distance }} aria-hidden>
        {text}
      </div>
      {props.children}
    </div>
  );
}
