import { Navigate } from 'react-router';

/** Route /website: the first sub-menu entry, 'Komponenten'. */
export function WebsiteIndexRoute() {
  return <Navigate to="components" replace />;
}
