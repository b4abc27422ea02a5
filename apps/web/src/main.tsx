import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// main.tsx is the entry point: the one shared-layer file that mounts app/.
import { App } from './app/app';
import { resources } from './app/i18n-resources';
import { i18n, initI18n } from './i18n/i18n';
// antd-mobile's theme variables; components are imported one by one from antd-mobile/es so the
// package entry (which drags in its animation library) stays out of the bundle.
import 'antd-mobile/es/global';
import './styles.css';

initI18n(resources);
document.documentElement.lang = i18n.language;
document.title = i18n.t('app.name');

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
