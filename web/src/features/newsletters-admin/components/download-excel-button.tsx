import { useId } from 'react';
import { DownloadIcon } from '../../../components/ui/icons/staff-icons';
import { useDownloadExcel } from '../hooks/use-download-excel';
import { newsletterTexts as t } from '../texts';
import './download-excel-button.css';

interface DownloadExcelButtonProps {
  /** Nothing to export: the button is off. */
  disabled: boolean;
  onFinished: () => void;
}

/** One button for the whole flow; what it will do is written beside it, not hidden in a tooltip. */
export function DownloadExcelButton({ disabled, onFinished }: DownloadExcelButtonProps) {
  const helpId = useId();
  const { download, pending } = useDownloadExcel(onFinished);
  return (
    <div className="newsletter-export">
      <button
        type="button"
        className="button button--primary"
        onClick={() => void download()}
        disabled={disabled || pending}
        aria-busy={pending}
        aria-describedby={helpId}
        title={t.downloadHelp}
      >
        <DownloadIcon />
        {t.downloadButton}
      </button>
      <p id={helpId} className="newsletter-export__help">
        {pending ? t.downloadBusy : t.downloadHelp}
      </p>
    </div>
  );
}
