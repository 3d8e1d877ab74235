import { useTranslation } from 'react-i18next';
import { awardsApi, Button, Icon, type ButtonVariant } from '@pylands/shared-ui';

/** The printable PDF and the PNG to share, in the page's language: links the browser downloads. */
export function CertificateDownloads({ id, pdfVariant }: { id: string; pdfVariant: ButtonVariant }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Button as="a" $variant={pdfVariant} href={awardsApi.pdfUrl(id, i18n.language)} download>
        <Icon name="download" />
        {t('awards.certificates.pdf')}
      </Button>
      <Button as="a" $variant="secondary" href={awardsApi.pngUrl(id, i18n.language)} download>
        <Icon name="download" />
        {t('awards.certificates.png')}
      </Button>
    </>
  );
}
