# Fails when PROGRAM (gpu-advisor) links a library of the window (Qt Widgets, Charts, OpenGL),
# or when WINDOW_MODULE (gpu-advisor-window.so) does not: the split of app/ is what keeps a
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

needed_libraries(${PROGRAM} program)
foreach(lib IN LISTS program)
    if(lib MATCHES "libQt6(Widgets|Charts|OpenGL|OpenGLWidgets)")
        message(FATAL_ERROR "gpu-advisor links ${lib}: commands must not load the window's libraries")
    endif()
endforeach()
message(STATUS "gpu-advisor needs: ${program}")

needed_libraries(${WINDOW_MODULE} module)
if(NOT module MATCHES "libQt6Widgets")
    message(FATAL_ERROR "the window's module does not link Qt Widgets: ${module}")
endif()
