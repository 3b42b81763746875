# Fails when PROGRAM (gpu-advisor) links any Qt library but Qt Core, when COMMANDS_MODULE
# (gpu-advisor-commands.so) links a library of the window (Qt Widgets, Charts, OpenGL), Qt
# Network or Qt Gui, when REPORT_MODULE (gpu-advisor-report.so) does not link Qt Gui, or when
# WINDOW_MODULE (gpu-advisor-window.so) does not: the split of app/ is what keeps a
# command's start short (docs/performance.md).
find_program(READELF readelf REQUIRED)
function(needed_libraries file out)
    execute_process(COMMAND ${READELF} -d ${file} OUTPUT_VARIABLE dynamic RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "readelf -d ${file} failed")
    endif()
    string(REGEX MATCHALL "Shared library: \\[[^]]+\\]" needed "${dynamic}")
    set(${out} "${needed}" PARENT_SCOPE)
endfunction()

# The program is a launcher (app/main.cpp): Qt Core and nothing else of Qt, so that a bare
# --version starts like a minimal Qt program; the commands' module must not load the window's
# libraries either.
needed_libraries(${PROGRAM} program)
foreach(lib IN LISTS program)
    if(lib MATCHES "libQt6" AND NOT lib MATCHES "libQt6Core")
        message(FATAL_ERROR "gpu-advisor links ${lib}: the launcher needs Qt Core alone")
    endif()
endforeach()
message(STATUS "gpu-advisor needs: ${program}")
needed_libraries(${COMMANDS_MODULE} commands)
foreach(lib IN LISTS commands)
    if(lib MATCHES "libQt6(Widgets|Charts|OpenGL|OpenGLWidgets)")
        message(FATAL_ERROR "the commands' module links ${lib}: commands must not load the window's libraries")
    endif()
    # Fetching is the network module's (app/NetworkModule.cpp), loaded by `feed update` alone.
    if(lib MATCHES "libQt6Network")
        message(FATAL_ERROR "the commands' module links ${lib}: only the network module may")
    endif()
    # The PDF report is the report's module's (gpu-advisor-report.so), loaded by `report` alone.
    if(lib MATCHES "libQt6Gui")
        message(FATAL_ERROR "the commands' module links ${lib}: only the report's module may")
    endif()
endforeach()
message(STATUS "gpu-advisor-commands.so needs: ${commands}")
needed_libraries(${REPORT_MODULE} report)
if(NOT report MATCHES "libQt6Gui")
    message(FATAL_ERROR "the report's module does not link Qt Gui: ${report}")
endif()
foreach(lib IN LISTS report)
    if(lib MATCHES "libQt6(Widgets|Charts|OpenGL|OpenGLWidgets|Network)")
        message(FATAL_ERROR "the report's module links ${lib}")
    endif()
endforeach()

needed_libraries(${WINDOW_MODULE} module)
if(NOT module MATCHES "libQt6Widgets")
    message(FATAL_ERROR "the window's module does not link Qt Widgets: ${module}")
endif()
