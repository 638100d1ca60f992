reset
$D0 << EOD
20 0.876543 0.782335 1.028095
100 3.424255 3.2112629999999998 3.457023
EOD
$D1 << EOD
20 0.987135 0.8806390000000001 1.556479
100 4.095999 3.948543 4.980734999999999
EOD
$D2 << EOD
20 0.876543 0.8437749999999999 1.064959
100 3.850239 3.620863 4.292607
EOD
$D3 << EOD
20 1.261567 1.040383 3.604479
100 4.292607 3.9813110000000003 4.784127000000001
EOD
$D4 << EOD
20 20.078874 18.468875 26.855171
100 369.403548 330.857586 382.527233
EOD
$D5 << EOD
20 22.711422 20.163688999999998 32.087226
100 370.659701 350.78780800000004 384.00523300000003
EOD
$D6 << EOD
20 0.544767 0.45875099999999996 0.602111
100 2.555903 2.310143 2.899967
EOD
$D7 << EOD
20 1.933311 1.712127 2.310143
100 7.241727 6.586367 8.093695
EOD
$D8 << EOD
20 0.905215 0.729087 0.991231
100 3.276799 2.981887 3.735551
EOD
$D9 << EOD
20 1.220607 0.983039 1.253375
100 4.784127000000001 4.718591 5.079039
EOD
$D10 << EOD
20 1.638399 1.5646710000000001 5.439487
100 6.848511 6.815743 7.176191
EOD
$D11 << EOD
20 0.782335 0.6213780000000001 1.007615
100 3.342335 3.276799 4.014079000000001
EOD
$D12 << EOD
20 1.155071 1.019903 1.212415
100 4.653055 4.358143 5.308415
EOD
$D13 << EOD
20 47.809833 44.542097999999996 47.866301
EOD
$D14 << EOD
20 0.286719375
EOD
set terminal pngcairo noenhanced size 900,520 font 'sans,10'
set output "decision.png"
set multiplot layout 1,1 title "p99 overhead per move against nodes, TCP (bands: 75% intervals; x: failed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key below horizontal maxcols 5 font ',9' spacing 1.0 width 1
set xlabel "nodes"
set ylabel "p99 overhead per move (ms)"
set xtics ("20" 20, "100" 100) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.22937549999999998:768.0104660000001]
set xrange [14.285714285714286:140.0]
set arrow 1 from graph 0, first 15.0 to graph 1, first 15.0 nohead lw 2 dt 2 lc rgb '#CC0000' front
set label 11 "budget: 1 % of a 1.5-s move = 15 ms" at graph 0.02, first 16.8 tc rgb '#CC0000' font ',9' front
set title "" font ',11'
plot $D0 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#0072B2" notitle, \
     $D0 using 1:2 with linespoints lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed", \
     $D1 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#E69F00" notitle, \
     $D1 using 1:2 with linespoints lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed", \
     $D2 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#0072B2" notitle, \
     $D2 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq pubsub", \
     $D3 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#E69F00" notitle, \
     $D3 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq pubsub", \
     $D4 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#009E73" notitle, \
     $D4 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg pubsub", \
     $D5 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#CC79A7" notitle, \
     $D5 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "nng pubsub", \
     $D6 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#000000" notitle, \
     $D6 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "raw pubsub (floor)", \
     $D7 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#D55E00" notitle, \
     $D7 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "nats pubsub", \
     $D8 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#882255" notitle, \
     $D8 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "redis pubsub", \
     $D9 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#44AA99" notitle, \
     $D9 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt pubsub", \
     $D10 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#D55E00" notitle, \
     $D10 using 1:2 with linespoints lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#D55E00" title "nats reply", \
     $D11 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#882255" notitle, \
     $D11 using 1:2 with linespoints lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#882255" title "redis reply", \
     $D12 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#44AA99" notitle, \
     $D12 using 1:2 with linespoints lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt reply", \
     $D13 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#009E73" notitle, \
     $D13 using 1:2 with linespoints lw 1.5 dt 3 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg survey", \
     $D14 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#CC79A7" title "nng survey: failed"
unset multiplot
set output
set terminal svg noenhanced size 900,520 dynamic font 'sans,10' background '#ffffff'
set output "decision.svg"
set multiplot layout 1,1 title "p99 overhead per move against nodes, TCP (bands: 75% intervals; x: failed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key below horizontal maxcols 5 font ',9' spacing 1.0 width 1
set xlabel "nodes"
set ylabel "p99 overhead per move (ms)"
set xtics ("20" 20, "100" 100) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.22937549999999998:768.0104660000001]
set xrange [14.285714285714286:140.0]
set arrow 1 from graph 0, first 15.0 to graph 1, first 15.0 nohead lw 2 dt 2 lc rgb '#CC0000' front
set label 11 "budget: 1 % of a 1.5-s move = 15 ms" at graph 0.02, first 16.8 tc rgb '#CC0000' font ',9' front
set title "" font ',11'
plot $D0 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#0072B2" notitle, \
     $D0 using 1:2 with linespoints lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed", \
     $D1 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#E69F00" notitle, \
     $D1 using 1:2 with linespoints lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed", \
     $D2 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#0072B2" notitle, \
     $D2 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq pubsub", \
     $D3 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#E69F00" notitle, \
     $D3 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq pubsub", \
     $D4 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#009E73" notitle, \
     $D4 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg pubsub", \
     $D5 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#CC79A7" notitle, \
     $D5 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "nng pubsub", \
     $D6 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#000000" notitle, \
     $D6 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "raw pubsub (floor)", \
     $D7 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#D55E00" notitle, \
     $D7 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "nats pubsub", \
     $D8 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#882255" notitle, \
     $D8 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "redis pubsub", \
     $D9 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#44AA99" notitle, \
     $D9 using 1:2 with linespoints lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt pubsub", \
     $D10 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#D55E00" notitle, \
     $D10 using 1:2 with linespoints lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#D55E00" title "nats reply", \
     $D11 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#882255" notitle, \
     $D11 using 1:2 with linespoints lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#882255" title "redis reply", \
     $D12 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#44AA99" notitle, \
     $D12 using 1:2 with linespoints lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#44AA99" title "mqtt reply", \
     $D13 using 1:3:4 with filledcurves fs transparent solid 0.18 noborder lc rgb "#009E73" notitle, \
     $D13 using 1:2 with linespoints lw 1.5 dt 3 pt 7 ps 0.6 lc rgb "#009E73" title "nanomsg survey", \
     $D14 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#CC79A7" title "nng survey: failed"
unset multiplot
set output
