import { RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@pylands/shared-ui';
import { router } from './routes/router';

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
