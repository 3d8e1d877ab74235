import { createRoot } from 'react-dom/client';
import { initI18n, isSupportedLanguage, DEFAULT_LANGUAGE } from '@pylands/shared-ui';
import { App } from './App';
import { startPlayHeadStart } from './remotes/play-head-start';
import { isPlayPath } from './offline/play-path';
import { registerServiceWorker } from './offline/service-worker';

const firstSegment = window.location.pathname.split('/')[1];
void initI18n(isSupportedLanguage(firstSegment) ? firstSegment : DEFAULT_LANGUAGE);

startPlayHeadStart();
registerServiceWorker(isPlayPath(window.location.pathname));
performance.mark('pylands:react-render');
createRoot(document.getElementById('root')!).render(<App />);
