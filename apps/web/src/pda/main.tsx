import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The staff console's entry (/pda/): its own app/, the member app's shared layer.
import { ConsoleApp } from './app/app';
import { consoleResources } from './app/i18n-resources';
import { i18n, initI18n } from '../i18n/i18n';
import 'antd-mobile/es/global';
import '../styles.css';
import './console.css';

initI18n(consoleResources);
document.documentElement.lang = i18n.language;
document.title = i18n.t('pda.app.name');

const root = document.getElementById('root');
if (!root) throw new Error('pda/index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <ConsoleApp />
  </StrictMode>,
);
