import AssignmentTurnedInRounded from '@mui/icons-material/AssignmentTurnedInRounded';
import ChecklistRounded from '@mui/icons-material/ChecklistRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import ContactPhoneRounded from '@mui/icons-material/ContactPhoneRounded';
import DomainRounded from '@mui/icons-material/DomainRounded';
import GroupRounded from '@mui/icons-material/GroupRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import HouseRounded from '@mui/icons-material/HouseRounded';
import IntegrationInstructionsRounded from '@mui/icons-material/IntegrationInstructionsRounded';
import NotificationsRounded from '@mui/icons-material/NotificationsRounded';
import ParkRounded from '@mui/icons-material/ParkRounded';
import PriceChangeRounded from '@mui/icons-material/PriceChangeRounded';
import ReportRounded from '@mui/icons-material/ReportRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import type SvgIcon from '@mui/material/SvgIcon';
import { ROUTES } from '@tu360/domain';

/** Icon of each menu destination (presentation only; which entries show comes from the domain). */
const ICONS: Record<string, typeof SvgIcon> = {
  [ROUTES.home]: HomeRounded,
  [ROUTES.projects]: DomainRounded,
  [ROUTES.properties]: HouseRounded,
  [ROUTES.rejectedProjects]: ReportRounded,
  [ROUTES.rejectedProperties]: ReportRounded,
  [ROUTES.updatePrices]: PriceChangeRounded,
  [ROUTES.uploadTemplates]: UploadFileRounded,
  [ROUTES.approvals]: AssignmentTurnedInRounded,
  [ROUTES.projectApprovals]: ChecklistRounded,
  [ROUTES.leads]: ContactPhoneRounded,
  [ROUTES.notifications]: NotificationsRounded,
  [ROUTES.basicData]: StorefrontRounded,
  [ROUTES.storeUsers]: GroupRounded,
  [ROUTES.adminUsers]: GroupRounded,
  [ROUTES.storeIntegrations]: IntegrationInstructionsRounded,
  [ROUTES.adminIntegrations]: IntegrationInstructionsRounded,
  [ROUTES.certificates]: ParkRounded,
};

export function menuIcon(to: string): typeof SvgIcon {
  return ICONS[to] ?? ChevronRightRounded;
}
