/**
 * Routing for the app: the small part of React Router's interface that Petrel uses, over
 * wouter (2 KB gzip instead of React Router's 14 KB, which the 150 KB first-visit budget could
 * not carry). Components keep React Router's names and props, so either library fits behind
 * this one file.
 */
import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useMemo,
  type AnchorHTMLAttributes,
  type ReactNode,
} from 'react';
import {
  Redirect,
  Router,
  Switch,
  Route as WouterRoute,
  useLocation as useWouterLocation,
  useParams as useWouterParams,
  useSearch,
  useSearchParams as useWouterSearchParams,
} from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { navigate as browserNavigate, useHistoryState } from 'wouter/use-browser-location';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/**
 * How the router changes the address. Read from a context rather than wouter's location hook,
 * which subscribes its caller to every navigation: each component holding `useNavigate` (the
 * layout's logout, shortcuts, notifications) re-rendered on every click of a link (issue 28).
 */
const NavigateContext =
  createContext<(to: string, options?: NavigateOptions) => void>(browserNavigate);

export function BrowserRouter({ children }: { children: ReactNode }) {
  return <Router>{children}</Router>;
}

/** For tests: a router whose location lives in memory. */
export function MemoryRouter({
  children,
  initialEntries = ['/'],
}: {
  children: ReactNode;
  initialEntries?: string[];
}) {
  const location = useMemo(
    () => memoryLocation({ path: initialEntries[0] ?? '/' }),
    [initialEntries],
  );
  return (
    <NavigateContext value={location.navigate}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {children}
      </Router>
    </NavigateContext>
  );
}

/**
 * A router fixed at `path`: its routes and links see that path whatever the address says, and
 * none of them subscribes to the address. For a page kept mounted, hidden, behind another
 * (`PageKeeper`): each navigation would otherwise render it again in the click's task.
 */
export function FixedRouter({ path, children }: { path: string; children: ReactNode }) {
  const hook = useMemo(() => fixedLocation(path), [path]);
  return <Router hook={hook}>{children}</Router>;
}

/** A wouter location hook that always answers `path` (and no search), subscribing to nothing. */
function fixedLocation(path: string) {
  const hook = (): [string, typeof browserNavigate] => [path, browserNavigate];
  hook.searchHook = () => '';
  return hook;
}

/** The first matching route wins, in the order given (the route table's order). */
export function Routes({ children }: { children: ReactNode }) {
  return <Switch>{children}</Switch>;
}

export function Route({ path, element }: { path?: string; element: ReactNode }) {
  return path === undefined || path === '*' ? (
    <WouterRoute>{element}</WouterRoute>
  ) : (
    <WouterRoute path={path}>{element}</WouterRoute>
  );
}

export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  return <Redirect to={to} replace={replace} state={state} />;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  NavigateOptions & { to: string };

/**
 * A link that navigates in the page. Not wouter's `Link`: that one subscribes to the location
 * to offer an active class Petrel never asks it for, so every link on the page (the shell's
 * ~50, each row's handful) rendered again on every navigation, and each added its own history
 * listeners that ran inside `pushState` (issue 28: opening a conversation).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, onClick, ...props },
  ref,
) {
  const navigate = useContext(NavigateContext);
  return (
    <a
      ref={ref}
      href={to}
      {...props}
      onClick={(event) => {
        // As wouter's: a modified or non-primary click is the browser's (new tab, window).
        if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || event.button !== 0)
          return;
        onClick?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        navigate(to, { replace, state });
      }}
    />
  );
});

type NavLinkProps = Omit<LinkProps, 'className'> & {
  className?: string | ((state: { isActive: boolean }) => string);
};

/** A link that knows it leads to the current page: `aria-current="page"`, as React Router's does. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { to, className, ...props },
  ref,
) {
  const [pathname] = useWouterLocation();
  const isActive = pathname === to.split('?')[0];
  return (
    <Link
      ref={ref}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
      {...props}
    />
  );
});

export function useNavigate(): (to: string | number, options?: NavigateOptions) => void {
  const navigate = useContext(NavigateContext);
  return useCallback(
    (to: string | number, options?: NavigateOptions) => {
      if (typeof to === 'number') window.history.go(to);
      else navigate(to, options);
    },
    [navigate],
  );
}

export interface AppLocation {
  pathname: string;
  search: string;
  state: unknown;
}

export function useLocation(): AppLocation {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  const state: unknown = useHistoryState();
  return { pathname, search: search ? `?${search}` : '', state };
}

/** Route parameters, decoded as React Router gives them. */
export function useParams(): Record<string, string | undefined> {
  const raw = useWouterParams() as Record<string, string | undefined>;
  return useMemo(() => {
    const out: Record<string, string | undefined> = {};
    for (const [key, value] of Object.entries(raw)) {
      if (/^\d+$/.test(key)) continue;
      try {
        out[key] = value === undefined ? undefined : decodeURIComponent(value);
      } catch {
        out[key] = value;
      }
    }
    return out;
  }, [raw]);
}

type SearchParamsInit =
  Record<string, string> | URLSearchParams | ((previous: URLSearchParams) => URLSearchParams);

export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsInit, options?: NavigateOptions) => void,
] {
  const [params, set] = useWouterSearchParams();
  const setParams = useCallback(
    (next: SearchParamsInit, options?: NavigateOptions) => set(next, options),
    [set],
  );
  return [params, setParams];
}

/** Whether a path matches a route pattern such as `/users/:id` (the same rule the router uses). */
export function matchesPath(pattern: string, pathname: string): boolean {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`).test(pathname);
}
