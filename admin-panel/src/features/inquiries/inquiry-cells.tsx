import type { Inquiry } from '@dds/shared/schemas';
import { inquiriesResource } from '@dds/shared/resources';
import { optionLabel } from '@dds/shared/resources/resource-definition';
import type { CustomCells } from '../data-table';

export type InquiryRow = Inquiry & Record<string, unknown>;

const courseField = inquiriesResource.fields.find((f) => f.key === 'course')!;

/** A business inquiry says so beside its topic ("Business · SEO"): the office calls those back differently. */
export const inquiryCells: CustomCells<InquiryRow> = {
  course: (i) =>
    i.kind === 'business' ? (
      <>
        <strong>Business</strong> · {optionLabel(courseField, i.course)}
      </>
    ) : i.coursePage ? (
      // Sent from a course page (docs/decisions/018-phones-and-leads.md): which course, beside the choice.
      <>
        {optionLabel(courseField, i.course)} · <strong>{i.coursePage}</strong>
      </>
    ) : (
      optionLabel(courseField, i.course)
    ),
};
