import {
  Check,
  CircleCheck,
  CircleX,
  Copy,
  Download,
  ExternalLink,
  Eye,
  EyeOff,
  GripVertical,
  Hourglass,
  Info,
  LayoutDashboard,
  Link,
  LogOut,
  Mail,
  Settings,
  Trash2,
  User,
  Wallet,
  X,
} from 'lucide-react';
import { icon } from './icons-shell';

/** Every icon of the app (see icons-shell.tsx): the first load's, the later sections' and the rest. */
export {
  CartIcon,
  MenuIcon,
  CloseIcon,
  SearchIcon,
  StarIcon,
  AlertIcon,
  RefreshIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ArrowLeftIcon,
  ImageIcon,
  LogoMark,
} from './icons-shell';
export { LockIcon, FileTextIcon, CodeIcon, VideoIcon } from './icons-files';

export const DownloadIcon = icon(Download);
export const CheckCircleIcon = icon(CircleCheck);
export const XCircleIcon = icon(CircleX);
export const InfoIcon = icon(Info);
export const TrashIcon = icon(Trash2);
export const GripIcon = icon(GripVertical);
export const ExternalLinkIcon = icon(ExternalLink);
export const LinkIcon = icon(Link);
export const EyeIcon = icon(Eye);
export const EyeOffIcon = icon(EyeOff);
export const CheckIcon = icon(Check);
export const CopyIcon = icon(Copy);
export const CrossIcon = icon(X);
export const MailIcon = icon(Mail);
export const LogOutIcon = icon(LogOut);
export const SettingsIcon = icon(Settings);
export const UserIcon = icon(User);
export const DashboardIcon = icon(LayoutDashboard);
export const WalletIcon = icon(Wallet);
export const HourglassIcon = icon(Hourglass);
