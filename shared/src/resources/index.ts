import { admissionsResource } from './admissions';
import { certificatesResource } from './certificates';
import { donationsResource } from './donations';
import { inquiriesResource } from './inquiries';
import type { ResourceDefinition, ResourceName } from './resource-definition';

export * from './resource-definition';
export { RESOURCE_NAMES } from './admin-lists';
export { admissionsResource, certificatesResource, donationsResource, inquiriesResource };

/** The map of every list's definition: every other map of the lists follows from it or from its names. */
const DEFINITIONS = {
  inquiries: inquiriesResource,
  admissions: admissionsResource,
  donations: donationsResource,
  certificates: certificatesResource,
} satisfies Record<ResourceName, ResourceDefinition>;

export const RESOURCES: Record<ResourceName, ResourceDefinition> = DEFINITIONS;

/** The record type of a list's rows, as its definition is typed (`defineResource<Inquiry>`). */
export type ResourceItem<N extends ResourceName = ResourceName> = NonNullable<(typeof DEFINITIONS)[N]['itemType']>;
