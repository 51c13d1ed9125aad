import { useRef } from 'react';
import { deleteCertificate, replaceCertificateFile } from '@dds/shared/api';
import type { Certificate } from '@dds/shared/schemas';
import { toast } from '@dds/shared/toast';
import { useAdminText } from '../../i18n/admin-text';
import { useRefusal } from '../../ui/server-answer';
import { useRetriedAction } from '../auth';
import { formatIst } from '../../ui/format';
import { Button } from '../../ui/controls';
import { confirmAction } from '../../ui/dialog';
import { FieldError } from '../../ui/field-error';
import { media } from '../../ui/theme';
import { pdfProblem } from './pdf-file';
import { uploadText } from './upload-text';

interface Props {
  certificate: Certificate;
  onReplaced: (c: Certificate) => void;
  onDeleted: () => void;
}

/** Replace the PDF (a corrected certificate keeps its lookup details) or delete, after a confirmation. */
export function CertificateActions({ certificate, onReplaced, onDeleted }: Props) {
  const picker = useRef<HTMLInputElement>(null);
  const t = useAdminText(uploadText);
  const refusal = useRefusal(t);
  const who = t('actions.who', { name: certificate.name, roll: certificate.roll });
  // An ended session: the same action runs again by itself once the admin has logged in.
  const { busy, error, setError, run } = useRetriedAction((failure) => refusal('actions.failed', failure));

  function replace(file: File | undefined) {
    if (picker.current) picker.current.value = '';
    const problem = pdfProblem(file, t);
    if (problem || !file) return setError(problem);
    void run(async () => {
      onReplaced(await replaceCertificateFile(certificate.id, file));
      // The server stamps the new file as it answers: now, shown in India time like the rest of the panel.
      toast.success(t('actions.replaced', { when: formatIst(new Date().toISOString()) }));
    });
  }

  async function remove() {
    if (
      !(await confirmAction({
        question: t('actions.deleteQuestion', { who }),
        detail: t('actions.deleteDetail'),
        confirm: t('actions.delete'),
      }))
    )
      return;
    void run(async () => {
      await deleteCertificate(certificate.id);
      onDeleted();
    });
  }

  return (
    <div css={{ display: 'grid', gap: 6 }}>
      {/* On a phone's card the buttons share the file's line: compact, and "Replace" without "PDF"
          (the spoken name still says it all). */}
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 6,
          [media.narrow]: { flexWrap: 'nowrap', '& > button': { padding: '6px 10px' } },
        }}
      >
        <input
          ref={picker}
          type="file"
          accept="application/pdf,.pdf"
          hidden
          onChange={(e) => replace(e.target.files?.[0])}
          aria-label={t('actions.newPdf', { who })}
        />
        <Button
          type="button"
          disabled={busy}
          onClick={() => picker.current?.click()}
          aria-label={t('actions.replaceLabel', { who })}
        >
          {t('actions.replace')}
          <span css={{ [media.narrow]: { display: 'none' } }}>{t('actions.replacePdf')}</span>
        </Button>
        <Button
          type="button"
          variant="danger"
          disabled={busy}
          onClick={() => void remove()}
          aria-label={t('actions.deleteLabel', { who })}
        >
          {t('actions.delete')}
        </Button>
      </div>
      <FieldError>{error}</FieldError>
    </div>
  );
}
