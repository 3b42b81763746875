// SPDX-License-Identifier: GPL-3.0-or-later
// A file of the ranking room's that includes one header, GPU_ADVISOR_PROBE_HEADER (tests/
// CMakeLists.txt builds it twice): a header of a room the ranking uses must compile, one of the
// store must not be found (core/CMakeLists.txt, docs/architecture.md "The rooms of core/").

#include GPU_ADVISOR_PROBE_HEADER

int gpuAdvisorRoomProbe()
{
    return 0;
}
