import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DeleteIcon, DownloadIcon } from '../../../components/ui/icons/staff-icons';
import { useNewsletterExport } from '../hooks/use-newsletter-export';
import { newsletterTexts as t } from '../texts';
import './newsletter-export.css';

interface NewsletterExportProps {
  /** Nothing to export: 'Download Excel' is off. */
  disabled: boolean;
  /** How many subscribers the server has marked exported. */
  exported: number;
  onChanged: () => void;
}

/**
 * Export and removal as two actions: 'Download Excel' only downloads;
 * 'Remove exported subscribers' asks first, naming how many, and removes
 * exactly the downloaded ones. What each does is written beside them.
 */
export function NewsletterExport({ disabled, exported, onChanged }: NewsletterExportProps) {
  const helpId = useId();
  const { download, downloading, remove } = useNewsletterExport(onChanged);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="newsletter-export">
      <div className="newsletter-export__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => void download()}
          disabled={disabled || downloading}
          aria-busy={downloading}
          aria-describedby={helpId}
        >
          <DownloadIcon />
          {t.downloadButton}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setConfirming(true)} disabled={exported === 0 || remove.pending} aria-describedby={helpId}>
          <DeleteIcon />
          {t.removeButton}
        </button>
      </div>
      <p id={helpId} className="newsletter-export__help">
        {downloading ? t.downloadBusy : t.downloadHelp}
      </p>
      <ConfirmDialog
        open={confirming}
        title={t.removeButton}
        message={t.removeMessage(exported)}
        confirmLabel={t.removeConfirm}
        busy={remove.pending}
        onConfirm={() => void remove.run().then(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
