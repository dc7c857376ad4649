import { type ReactNode, Suspense } from 'react';
import { ToastViewport } from '../components/ui/toast-viewport';
import { AuthErrorToast } from '../features/auth/auth-error-toast';
import { Footer } from '../features/shell/footer';
import { Navbar } from '../features/shell/navbar';
import { HydrateInTurn } from '../lib/hydrate-in-turn';
import { useLocation } from '../lib/router';
import { useMediaQuery } from '../lib/use-media-query';
import { DocumentMeta } from './document-meta';
import { usePageLoading } from './page-loader';
import { PageErrorBoundary } from './route-error';
import { ScrollRestoration } from './scroll-restoration';

// The frame's state lives in small leaves (the loading bar, the toasts' corner): when a phone's
// width or a page load changes it right after hydration, only they render again, not the header,
// the page and the footer.
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-fg"
      >
        Skip to content
      </a>
      <PageLoadingBar />
      <HydrateInTurn>
        <Navbar />
      </HydrateInTurn>
      <main id="main" className="flex-1" tabIndex={-1}>
        <PageErrorBoundary key={pathname}>
          <Suspense>{children}</Suspense>
        </PageErrorBoundary>
      </main>
      <HydrateInTurn>
        <Footer />
      </HydrateInTurn>
      <Toasts />
      <AuthErrorToast />
      <DocumentMeta />
      <ScrollRestoration />
    </div>
  );
}

function PageLoadingBar() {
  const pageLoading = usePageLoading();
  if (!pageLoading) return null;
  return <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-primary" />;
}

function Toasts() {
  // On a phone a toast spans the screen: at the bottom it would hide the form (and its submit
  // button) that it is about, so there it sits at the top, over the header.
  const narrow = useMediaQuery('(max-width: 639px)');
  return <ToastViewport position={narrow ? 'top-center' : 'bottom-right'} />;
}
