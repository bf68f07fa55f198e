import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAppConfig } from '@web/api/appConfig';
import { AppLoader } from '@web/components/AppLoader';
import { isSafeRedirect } from './safeRedirect';

/** /redirect (spec §2): on to the operator's external thank-you page, or ours when none is set. */
export function RedirectScene() {
  const config = useAppConfig();
  const navigate = useNavigate();
  const url = config.data?.redirect_url;

  useEffect(() => {
    if (config.isPending) return;
    if (isSafeRedirect(url)) window.location.replace(url);
    else navigate('/thank-you', { replace: true });
  }, [config.isPending, navigate, url]);

  return <AppLoader label="Taking you to the next page" />;
}
