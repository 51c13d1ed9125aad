import { admissionsResource } from './admissions';
import { certificatesResource } from './certificates';
import { donationsResource } from './donations';
import { inquiriesResource } from './inquiries';
import type { ResourceDefinition, ResourceName } from './resource-definition';

export * from './resource-definition';
export { admissionsResource, certificatesResource, donationsResource, inquiriesResource };

export const RESOURCES: Record<ResourceName, ResourceDefinition> = {
  inquiries: inquiriesResource,
  admissions: admissionsResource,
  donations: donationsResource,
  certificates: certificatesResource,
};

export const RESOURCE_NAMES = Object.keys(RESOURCES) as ResourceName[];
