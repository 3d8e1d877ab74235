import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { UnassignedPurchasePrompt } from '@pylands/shared-ui';
import { Header } from './header/Header';
import { Sidebar } from './sidebar/Sidebar';
import { courseFromPath, hidesSidebar } from './course-from-path';
import { EmailVerifiedNotice } from './EmailVerifiedNotice';
import { ImpersonationBanner } from './ImpersonationBanner';
import { CONTENT_ID, SkipLink } from './SkipLink';

const Body = styled.div`
  display: flex;
  min-height: calc(100vh - ${(p) => p.theme.layout.headerHeight}px);
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
  /* Focused only by the skip link, to start Tab there: not a control, so no ring. */
  &&:focus-visible {
    outline: none !important;
    box-shadow: none;
  }
`;

export function Layout() {
  const location = useLocation();
  // On narrow screens the drawer starts closed so it does not cover the page (☰ opens it).
  const [sidebarOpen, setSidebarOpen] = useState(() => !window.matchMedia('(max-width: 900px)').matches);
  return (
    <>
      <SkipLink />
      <ImpersonationBanner />
      <Header onToggleSidebar={() => setSidebarOpen((open) => !open)} sidebarOpen={sidebarOpen} />
      <Body>
        {sidebarOpen && !hidesSidebar(location.pathname) && (
          <Sidebar courseId={courseFromPath(location.pathname)} />
        )}
        <Content id={CONTENT_ID} tabIndex={-1}>
          <Outlet />
        </Content>
      </Body>
      <EmailVerifiedNotice />
      {/* The checkout page runs the dialog itself once its payment is granted. */}
      <UnassignedPurchasePrompt paused={/\/checkout$/.test(location.pathname)} />
    </>
  );
}
