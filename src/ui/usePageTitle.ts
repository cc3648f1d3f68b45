import { useEffect } from 'react';

export function usePageTitle(title: string, siteName = 'Petrel'): void {
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : siteName;
  }, [title, siteName]);
}
