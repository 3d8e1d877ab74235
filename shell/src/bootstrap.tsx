import { createRoot } from 'react-dom/client';
import { initI18n, isSupportedLanguage, DEFAULT_LANGUAGE } from '@pylands/shared-ui';
import { App } from './App';
import { startPlayHeadStart } from './remotes/play-head-start';

const firstSegment = window.location.pathname.split('/')[1];
void initI18n(isSupportedLanguage(firstSegment) ? firstSegment : DEFAULT_LANGUAGE);

startPlayHeadStart();
performance.mark('pylands:react-render');
createRoot(document.getElementById('root')!).render(<App />);
